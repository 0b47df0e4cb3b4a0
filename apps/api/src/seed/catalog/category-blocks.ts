import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categoryBlocks } from '../../db/schema';

/**
 * A shelf's tip, shown on its page as a text block (issue 32): what a shop
 * assistant would say, not the description the page already shows under
 * its title. Shelves without one have no text block.
 */
export const SHELF_TIPS: Readonly<Record<string, { title: string; text: string }>> = {
  Frutta: {
    title: 'Come conservare la frutta',
    text: 'Mele e pere stanno in frigo, nel cassetto della verdura, lontane dalle banane: l’etilene che rilasciano fa maturare in fretta la frutta vicina. Agrumi, banane e frutta esotica si conservano meglio fuori dal frigo.',
  },
  Verdura: {
    title: 'Verdura fresca più a lungo',
    text: 'Lava insalate e ortaggi solo quando li usi e tienili in frigo in un sacchetto traspirante. Pomodori, patate e cipolle invece vanno fuori dal frigo, in un posto fresco e buio.',
  },
  Vini: {
    title: 'Il vino alla temperatura giusta',
    text: 'Bianchi e bollicine si servono a 8-10\u00a0°C, i rossi giovani a 14-16\u00a0°C e quelli strutturati a 16-18\u00a0°C. Una bottiglia aperta, richiusa e tenuta in frigo, si conserva due o tre giorni.',
  },
  Bovino: {
    title: 'Una bistecca più tenera',
    text: 'Togli la carne dal frigo mezz’ora prima di cuocerla e sala a fine cottura: resta più morbida. Nella confezione chiusa si conserva in frigo fino alla data indicata in etichetta.',
  },
  'Pollo e tacchino': {
    title: 'Le carni bianche in sicurezza',
    text: 'Cuoci pollo e tacchino fino al cuore, senza parti rosate, e usa taglieri diversi per la carne cruda e per le verdure da mangiare crude.',
  },
  'Banco gastronomia': {
    title: 'Paghi il peso reale',
    text: 'I piatti del banco gastronomia sono venduti a peso: scegli la quantità che desideri e in fattura trovi il peso esatto che abbiamo preparato per te.',
  },
  Caffè: {
    title: 'Il caffè sempre aromatico',
    text: 'Aperta la confezione, chiudi il caffè macinato in un barattolo ermetico e tienilo al fresco: l’aroma resta pieno per circa due settimane. In grani, macinato al momento, dura di più.',
  },
  'Pomodoro e sughi': {
    title: 'Dalla dispensa al frigo',
    text: 'Una passata aperta si conserva in frigo quattro o cinque giorni in un contenitore di vetro; il pesto, coperto da un filo d’olio, fino a una settimana.',
  },
  'Senza glutine': {
    title: 'Come riconoscere i prodotti',
    text: 'Cerca in etichetta la dicitura «senza glutine» o il simbolo della spiga barrata: garantiscono meno di 20\u00a0mg di glutine per chilo di prodotto.',
  },
  'Cani e gatti': {
    title: 'Cambiare crocchette senza problemi',
    text: 'Passa al nuovo cibo in una settimana: mescolalo a quello di prima aumentando un po’ ogni giorno, così il tuo animale si abitua senza disturbi.',
  },
  'Verdure e pesce surgelati': {
    title: 'La catena del freddo',
    text: 'I surgelati arrivano nella borsa termica: riponili nel congelatore appena ricevi la spesa e non ricongelarli una volta scongelati.',
  },
  Gelati: {
    title: 'Il gelato da servire',
    text: 'Tira fuori il gelato dal congelatore cinque minuti prima di servirlo: si porziona meglio e il gusto si sente di più.',
  },
};

/**
 * The blocks of the category pages: each department of the menu a banner of
 * its week's offers (its page with the promo filter; the bags kept out of the
 * menu have none), each shelf with a tip its text.
 * Written whole on a fresh database and on one whose blocks came from an
 * earlier seed (a banner linking to its own page, a text repeating the
 * description). Ids: the category's id × 10 + the block's position.
 */
export async function seedCategoryBlocks(db: Db): Promise<void> {
  await db.delete(categoryBlocks);
  const departments = (
    await db
      .select({
        categoryId: categories.categoryId,
        slug: categories.slug,
        name: categories.name,
        metaData: categories.metaData,
      })
      .from(categories)
      .where(eq(categories.level, 1))
  ).filter((d) => d.metaData.category_info.HIDE_IN_MENU !== 'true');
  const shelves = await db
    .select({ categoryId: categories.categoryId, name: categories.name })
    .from(categories)
    .where(and(eq(categories.level, 2), inArray(categories.name, Object.keys(SHELF_TIPS))));
  const rows: (typeof categoryBlocks.$inferInsert)[] = [
    ...departments.map((d) => ({
      categoryBlockId: d.categoryId * 10 + 1,
      categoryId: d.categoryId,
      position: 1,
      type: 'banner' as const,
      title: `${d.name}: le offerte della settimana`,
      description: 'Ogni settimana nuovi prodotti in promozione, scelti per te dal nostro reparto.',
      imageUrl: `/img/categories/${d.categoryId}/menu.webp`,
      linkUrl: `/category/${d.slug}?promo=true`,
      cssClass: 'category-block-banner',
    })),
    ...shelves.map((s) => ({
      categoryBlockId: s.categoryId * 10 + 1,
      categoryId: s.categoryId,
      position: 1,
      type: 'text' as const,
      title: SHELF_TIPS[s.name]!.title,
      description: SHELF_TIPS[s.name]!.text,
      imageUrl: null,
      linkUrl: null,
      cssClass: 'category-block-text',
    })),
  ];
  if (rows.length > 0) await db.insert(categoryBlocks).values(rows);
}

import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { formatEuro, addDays, shopDayOf } from '@spesa/domain';
import type { FlyerPage } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  contentMenus,
  contentPostTerms,
  contentPosts,
  contentTerms,
  products,
  vendors,
  warehouseProducts,
} from '../../db/schema';
import { FLYER_PAGE_SIZE, SLIDE_SIZE } from '../../features/content/images';
import { sanitizeContentHtml, sanitizeTitle } from '../../features/content/sanitize';
import { footerMenu } from '../content';
import { SEEDED_BRANDS } from '../brands';
import { awardsFor } from './awards';
import { BRAND_FACTS, type BrandFacts } from './brand-facts';
import { faqFor } from './faq';
import { pagesFor } from './pages';

type PostInsert = typeof contentPosts.$inferInsert;

/** Every post passes the allow-list before it is stored (the service cleans it again when serving). */
export const cleanPost = (post: PostInsert): PostInsert => ({
  ...post,
  title: sanitizeTitle(post.title),
  contentHtml: sanitizeContentHtml(post.contentHtml ?? ''),
  excerptHtml: sanitizeContentHtml(post.excerptHtml ?? ''),
});

async function insertPost(db: Db, post: PostInsert, termIds: number[] = []): Promise<number> {
  const [row] = await db
    .insert(contentPosts)
    .values(cleanPost(post))
    .returning({ id: contentPosts.postId });
  if (termIds.length > 0)
    await db
      .insert(contentPostTerms)
      .values(termIds.map((termId) => ({ postId: row!.id, termId })));
  return row!.id;
}

async function insertTerm(db: Db, term: typeof contentTerms.$inferInsert): Promise<number> {
  const [row] = await db.insert(contentTerms).values(term).returning({ id: contentTerms.termId });
  return row!.id;
}

/** The shop's day `days` from today: flyers and slides run around the day of the seed. */
const dayFrom = (today: Date, days: number): string => addDays(shopDayOf(today), days);

/** The brand's products on offer in its default warehouse, its own label included, others' not. */
async function offerProducts(db: Db, brandId: string, warehouseId: number, limit: number) {
  const rows = await db
    .select({
      productId: products.productId,
      slug: products.slug,
      name: products.name,
      unit: products.weightUnitDisplay,
      priceCents: warehouseProducts.priceCents,
      standardCents: warehouseProducts.priceStandardCents,
    })
    .from(warehouseProducts)
    .innerJoin(products, eq(products.productId, warehouseProducts.productId))
    .innerJoin(vendors, eq(vendors.vendorId, products.vendorId))
    .where(
      and(
        eq(warehouseProducts.warehouseId, warehouseId),
        isNotNull(warehouseProducts.priceStandardCents),
        or(isNull(vendors.brandId), eq(vendors.brandId, brandId)),
      ),
    )
    .orderBy(desc(products.popularity), products.productId)
    .limit(limit);
  const perUnit = (cents: number, unit: string) =>
    unit === 'kg' ? `${formatEuro(cents)}/kg` : formatEuro(cents);
  return rows.map((r) => ({
    productId: r.productId,
    slug: r.slug,
    name: r.name,
    price: perUnit(r.priceCents, r.unit),
    priceStandard: r.standardCents ? perUnit(r.standardCents, r.unit) : null,
  }));
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

async function seedFlyers(db: Db, b: BrandFacts, warehouseId: number, today: Date) {
  const offers = await offerProducts(db, b.brandId, warehouseId, 18);
  const flyers = [
    {
      slug: 'volantino-della-settimana',
      title: 'Le offerte della settimana',
      excerpt: `<p>Due settimane di prezzi bassi su frutta, freschi e dispensa.</p>`,
      items: offers.slice(0, 12),
      from: -3,
      to: 10,
      order: 0,
    },
    {
      slug: 'speciale-dispensa',
      title: 'Speciale dispensa',
      excerpt: `<p>Pasta, conserve e colazione: fai scorta a prezzi speciali.</p>`,
      items: offers.slice(12, 18),
      from: -1,
      to: 20,
      order: 1,
    },
  ];
  for (const f of flyers) {
    const pages: FlyerPage[] = chunk(f.items, 6).map((items, i) => ({
      image: `/p/wp-content/uploads/volantini/${f.slug}/pagina-${i + 1}.webp`,
      ...FLYER_PAGE_SIZE,
      alt: `${f.title}, pagina ${i + 1}: ${items.map((p) => `${p.name} a ${p.price}`).join('; ')}`,
      products: items,
    }));
    await insertPost(db, {
      brandId: b.brandId,
      postType: 'volantino',
      slug: f.slug,
      title: f.title,
      excerptHtml: f.excerpt,
      contentHtml: `${f.excerpt}<p>Offerte valide fino a esaurimento scorte, nei negozi ${b.name} e online.</p>`,
      menuOrder: f.order,
      imageUrl: pages[0]?.image ?? null,
      validFrom: dayFrom(today, f.from),
      validTo: dayFrom(today, f.to),
      meta: {
        seo_title: `${f.title} | Volantino ${b.name}`,
        seo_description: `Sfoglia il volantino ${b.name} «${f.title}» e metti le offerte nel carrello.`,
        image_width: FLYER_PAGE_SIZE.width,
        image_height: FLYER_PAGE_SIZE.height,
        image_alt: pages[0]?.alt ?? '',
        pages,
      },
    });
  }
}

async function seedSlides(db: Db, b: BrandFacts, today: Date, primary: string) {
  const slider = await insertTerm(db, {
    brandId: b.brandId,
    taxonomy: 'slider',
    slug: 'home',
    name: 'Home',
  });
  const slides = [
    {
      slug: 'offerte-settimana',
      headline: 'Le offerte della settimana',
      subline: 'Sfoglia il volantino e metti le offerte nel carrello con un tocco.',
      link: '/volantini/volantino-della-settimana',
      // The week's offers wear the brand's own colour.
      background: primary,
      from: -3,
      to: 10,
    },
    {
      slug: 'frutta-di-stagione',
      headline: 'Frutta e verdura di stagione',
      subline: 'Dai produttori dell’Emilia-Romagna, pesata per te.',
      link: '/category/frutta-e-verdura',
      background: '#2e7d32',
      from: -30,
      to: 60,
    },
    {
      slug: 'consegna-a-casa',
      headline: 'La spesa a casa tua',
      subline: 'Dal lunedì al sabato, nella fascia oraria che scegli.',
      link: '/page/consegna-a-casa',
      background: '#0b5394',
      from: -30,
      to: 365,
    },
    {
      // Ended yesterday: the service must no longer serve it.
      slug: 'speciale-carnevale',
      headline: 'Speciale Carnevale',
      subline: 'Chiacchiere e castagnole fino a ieri.',
      link: '/vantaggi',
      background: '#6a1b9a',
      from: -20,
      to: -1,
    },
    {
      // Starts in a week: not yet.
      slug: 'aspettando-pasqua',
      headline: 'Aspettando Pasqua',
      subline: 'Colombe e uova di cioccolato, presto in offerta.',
      link: '/vantaggi',
      background: '#f57c00',
      from: 7,
      to: 30,
    },
  ];
  for (const [i, s] of slides.entries())
    await insertPost(
      db,
      {
        brandId: b.brandId,
        postType: 'slide',
        slug: s.slug,
        title: s.headline,
        excerptHtml: `<p>${s.subline}</p>`,
        menuOrder: i,
        imageUrl: `/p/wp-content/uploads/slides/${s.slug}.webp`,
        linkUrl: s.link,
        validFrom: dayFrom(today, s.from),
        validTo: dayFrom(today, s.to),
        meta: {
          headline: s.headline,
          subline: s.subline,
          background: s.background,
          foreground: '#ffffff',
          image_width: SLIDE_SIZE.width,
          image_height: SLIDE_SIZE.height,
          image_alt: `${s.headline}. ${s.subline}`,
        },
      },
      [slider],
    );
}

/** The dialogs' headings keep the names shoppers know them by; the texts say what to expect. */
async function seedUxBlocks(db: Db, b: BrandFacts) {
  const blocks = [
    {
      term: 'timeslot-selector',
      name: 'Scelta della fascia oraria',
      slug: 'timeslot-selector-titolo',
      title: 'Scegli giorno e orario',
      html: '<p>Scegli il giorno e la fascia oraria: puoi cambiarla fino alla chiusura degli ordini, indicata su ogni fascia.</p>',
    },
    {
      term: 'address-selector',
      name: 'Scelta dell’indirizzo',
      slug: 'address-selector-titolo',
      title: 'Come vuoi ricevere la spesa?',
      html: `<p>Consegniamo a casa nelle città servite da ${b.name}, oppure ritira in negozio o al locker.</p>`,
    },
  ];
  for (const [i, block] of blocks.entries()) {
    const termId = await insertTerm(db, {
      brandId: b.brandId,
      taxonomy: 'ux_block_term',
      slug: block.term,
      name: block.name,
      sortOrder: i,
    });
    await insertPost(
      db,
      {
        brandId: b.brandId,
        postType: 'ux_block',
        slug: block.slug,
        title: block.title,
        contentHtml: block.html,
      },
      [termId],
    );
  }
}

/**
 * The editorial content of each brand (issue 17): pages, FAQ, awards, flyers
 * of products the catalogue has on offer, home slides and ux-blocks; and the
 * footer menu that links them. Runs after the catalogue, which the flyers read.
 */
export async function seedContentPosts(db: Db, today: Date = new Date()): Promise<void> {
  for (const brand of SEEDED_BRANDS) {
    const b = BRAND_FACTS[brand.brandId];
    if (!b) continue;
    for (const [i, page] of pagesFor(b).entries())
      await insertPost(db, {
        brandId: b.brandId,
        postType: 'page',
        slug: page.slug,
        title: page.title,
        contentHtml: page.html,
        menuOrder: i,
        meta: { seo_title: `${page.title} | ${b.name}`, seo_description: page.seoDescription },
      });
    for (const [c, category] of faqFor(b).entries()) {
      const termId = await insertTerm(db, {
        brandId: b.brandId,
        taxonomy: 'faq_category',
        slug: category.slug,
        name: category.name,
        description: category.description,
        sortOrder: c,
      });
      for (const [q, item] of category.questions.entries())
        await insertPost(
          db,
          {
            brandId: b.brandId,
            postType: 'faq',
            slug: item.slug,
            title: item.question,
            contentHtml: item.answer,
            menuOrder: c * 100 + q,
          },
          [termId],
        );
    }
    for (const [i, award] of awardsFor(b).entries())
      await insertPost(db, {
        brandId: b.brandId,
        postType: 'award',
        slug: award.slug,
        title: award.title,
        contentHtml: award.html,
        menuOrder: i,
      });
    await seedFlyers(db, b, brand.config.defaultWarehouseId, today);
    await seedSlides(db, b, today, brand.theme.primary);
    await seedUxBlocks(db, b);
    await db
      .update(contentMenus)
      .set({ items: footerMenu() })
      .where(and(eq(contentMenus.brandId, b.brandId), eq(contentMenus.location, 'footer')));
  }
}

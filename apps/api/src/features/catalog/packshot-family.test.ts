import { describe, expect, it } from 'vitest';
import { CATALOGUE_TREE } from '../../seed/catalog/tree';
import { parseFormat } from '../../seed/catalog/format';
import { emojiSet } from './emoji-icons';
import {
  FAMILIES,
  FAMILY_EMOJI,
  familyOf,
  packshotSubject,
  type FamilyKey,
  type PackshotProduct,
} from './packshot-family';

const FRUIT = ['Mele e pere', 'Frutta', 'Frutta e verdura'];

describe('familyOf', () => {
  it.each<[string, readonly string[], FamilyKey]>([
    ['Mango Kent sfuso', ['Banane e frutta esotica', 'Frutta', 'Frutta e verdura'], 'mango'],
    ['Pere Abate Fetel sfuse', FRUIT, 'pear'],
    ['Mele Pink Lady sfuse', FRUIT, 'apple'],
    ['Mele Granny Smith sfuse', FRUIT, 'green-apple'],
    ['Lamponi 125 g', ['Frutti di bosco e frutta di stagione'], 'raspberry'],
    ['Arance Navel sfuse', ['Agrumi'], 'orange'],
    ['Limoni in rete 500 g', ['Agrumi'], 'lemon'],
    ['Mozzarella di Bufala Campana DOP 250 g', ['Mozzarelle e latticini freschi'], 'fresh-cheese'],
    ['Parmigiano Reggiano DOP 24 mesi', ['Formaggi al banco'], 'cheese'],
    ['Prosciutto crudo di Parma DOP 24 mesi', ['Salumi al banco'], 'salumi'],
    ['Latte fresco intero 1 l', ['Latte fresco'], 'milk'],
    ['Yogurt intero alla fragola 2 x 125 g', ['Yogurt'], 'yoghurt'],
    ['Uova fresche biologiche 6 pz', ['Uova di gallina'], 'eggs'],
    ['Pane casereccio 500 g', ['Pane fresco'], 'bread'],
    ['Spaghetti n. 5 500 g', ['Pasta di semola'], 'pasta'],
    ['Pasta sfoglia rotonda 230 g', ['Piadine, basi pizza e impasti'], 'pie'],
    ['Tortellini di Bologna al prosciutto crudo 250 g', ['Pasta fresca ripiena'], 'filled-pasta'],
    ['Riso Carnaroli 1 kg', ['Riso'], 'rice'],
    ['Orata di allevamento', ['Pesce al banco'], 'fish'],
    ['Cozze di Chioggia pulite ca. 1 kg', ['Crostacei e molluschi'], 'shellfish'],
    ['Petto di pollo a fette ca. 400 g', ['Pollo'], 'poultry'],
    ['Macinato di manzo scelto ca. 500 g', ['Macinato'], 'beef'],
    ['Pizza prosciutto e funghi 360 g', ['Pizze surgelate'], 'pizza'],
    ['Chianti Classico DOCG 750 ml', ['Vini rossi'], 'red-wine'],
    ['Soave Classico DOC 750 ml', ['Vini bianchi e rosati'], 'white-wine'],
    ['Birra lager 66 cl', ['Birre'], 'beer'],
    ['Acqua minerale naturale 6 x 1,5 l', ['Acqua minerale'], 'water'],
    ['Acqua micellare struccante 400 ml', ['Cura del viso e del corpo'], 'skin-care'],
    ['Caffè macinato per moka miscela classica 250 g', ['Caffè macinato e in grani'], 'coffee'],
    ['Orzo solubile 120 g', ['Orzo e solubili'], 'coffee'],
    ['Orzo perlato 500 g', ['Farine e cereali'], 'grain'],
    ['Frollini al burro 700 g', ['Biscotti'], 'biscuits'],
    ['Cioccolato al latte 100 g', ['Cioccolato e caramelle'], 'chocolate'],
    ['Confettura extra di albicocche 340 g', ['Confetture, miele e creme'], 'jam'],
    ['Succo di arancia 100% 1 l', ['Succhi e tè freddi'], 'juice'],
    ['Aranciata amara 6 x 330 ml', ['Bibite gassate'], 'soft-drink'],
    ['Detersivo liquido lavatrice marsiglia 1,5 l', ['Detersivi per bucato'], 'laundry'],
    ['Detersivo piatti al limone 1 l', ['Piatti e lavastoviglie'], 'dishes'],
    ['Detergente pavimenti al sapone di Marsiglia 1 l', ['Superfici e pavimenti'], 'floor'],
    ['Crocchette per cani adulti al pollo 3 kg', ['Alimenti per cani'], 'dog-food'],
    ['Patè per gatti al salmone 85 g', ['Alimenti per gatti'], 'cat-food'],
    ['Lettiera agglomerante 10 l', ['Alimenti per gatti'], 'cat-food'],
    ['Omogeneizzato di mela 2 x 80 g', ['Latte e pappe'], 'baby-food'],
    ['Pannolini taglia 4 maxi 7-18 kg 28 pz', ['Pannolini e salviette'], 'nappies'],
    ['Dentifricio sbiancante 75 ml', ['Igiene orale'], 'oral-care'],
    ['Shopper compostabile', ['Shopper'], 'shopping-bag'],
  ])('%s → %s', (name, categories, family) => {
    expect(familyOf(name, categories)).toBe(family);
  });

  it('falls back on the categories, leaf first, when the name says nothing it knows', () => {
    expect(familyOf('Zucca delica sfusa', ['Ortaggi', 'Verdura', 'Frutta e verdura'])).toBe(
      'vegetables',
    );
    expect(familyOf('Assortimento misterioso', ['Boh', 'Gastronomia'])).toBe('ready-meal');
    expect(familyOf('Assortimento misterioso', ['Boh'])).toBe('groceries');
  });
});

const piece = (name: string, categories: string[], format: string): PackshotProduct => {
  const pack = parseFormat(format);
  return {
    name,
    categories,
    tipologia: 'Pezzo',
    ...(pack.content ? { unit: pack.content.unit } : {}),
    pieces: pack.pieces,
  };
};

describe('packshotSubject', () => {
  it('draws loose and counter goods as they are, pre-packed weighed goods on a tray', () => {
    const loose = { categories: FRUIT, tipologia: 'Sfuso', pieces: 1 } as const;
    expect(packshotSubject({ ...loose, name: 'Mango Kent sfuso' })).toEqual({
      family: 'mango',
      icons: ['mango'],
      shape: 'loose',
    });
    expect(
      packshotSubject({
        name: 'Mortadella Bologna IGP',
        categories: [],
        tipologia: 'Peso',
        pieces: 1,
      }).shape,
    ).toBe('counter');
    expect(
      packshotSubject({
        name: 'Fusi di pollo ca. 800 g',
        categories: [],
        tipologia: 'Confezione',
        pieces: 1,
      }).shape,
    ).toBe('tray');
  });

  it.each<[string, string[], string, string]>([
    ['Spaghetti n. 5', ['Pasta di semola'], '500 g', 'box'],
    ['Latte fresco intero', ['Latte fresco'], '1 l', 'carton'],
    ['Chianti Classico DOCG', ['Vini rossi'], '750 ml', 'bottle'],
    ['Passata di pomodoro', ['Passate e polpe di pomodoro'], '700 g', 'jar'],
    ['Pomodori pelati', ['Passate e polpe di pomodoro'], '400 g', 'can'],
    ['Yogurt bianco intero', ['Yogurt'], '2 x 125 g', 'pot'],
    ['Mozzarella fior di latte', ['Mozzarelle e latticini freschi'], '125 g', 'bag'],
    ['Ricotta vaccina', ['Mozzarelle e latticini freschi'], '250 g', 'pot'],
    ['Fragole', ['Frutti di bosco e frutta di stagione'], '500 g', 'tray'],
    ['Mele biologiche in sacchetto', FRUIT, '1 kg', 'bag'],
    ['Ananas Extra Sweet', ['Banane e frutta esotica'], '1 pz', 'loose'],
    ['Detersivo liquido lavatrice marsiglia', ['Detersivi per bucato'], '1,5 l', 'bottle'],
    ['Detersivo in capsule lavatrice', ['Detersivi per bucato'], '30 pz', 'box'],
    ['Crocchette per gatti adulti al tonno', ['Alimenti per gatti'], '1,5 kg', 'bag'],
    ['Patè per gatti al salmone', ['Alimenti per gatti'], '85 g', 'can'],
    ['Lettiera agglomerante', ['Alimenti per gatti'], '10 l', 'bag'],
    ['Acqua minerale naturale in vetro', ['Acqua minerale'], '1 l', 'bottle'],
  ])('%s (%j, %s) comes in a %s', (name, categories, format, shape) => {
    expect(packshotSubject(piece(name, categories, format)).shape).toBe(shape);
  });

  it('shows the taste a flavoured product is named after', () => {
    const icons = (name: string, leaf: string) =>
      packshotSubject(piece(name, [leaf], '340 g')).icons;
    expect(icons('Yogurt intero alla fragola', 'Yogurt')).toEqual(['strawberry']);
    expect(icons('Yogurt bianco intero', 'Yogurt')).toEqual(['bowl-with-spoon']);
    expect(icons('Confettura extra di albicocche', 'Confetture, miele e creme')).toEqual(['peach']);
    expect(icons('Omogeneizzato di pera', 'Latte e pappe')).toEqual(['pear']);
    expect(icons('Succo di mela limpido 100%', 'Succhi e tè freddi')).toEqual(['red-apple']);
  });
});

describe('the catalogue', () => {
  const lines = CATALOGUE_TREE.flatMap((top) =>
    top.mids.flatMap((mid) =>
      mid.leaves.flatMap((leaf) =>
        leaf.lines.map((line) => ({ line, categories: [leaf.name, mid.name, top.name] })),
      ),
    ),
  );

  it('finds every product its family from its name or its leaf, not its department', () => {
    const unknown = lines.filter(
      ({ line, categories }) => familyOf(line.name, categories.slice(0, 2)) === 'groceries',
    );
    expect(unknown.map(({ line }) => line.name)).toEqual([]);
  });

  it('gives the shelf many pictures: at least 100 distinct family, emoji and pack together', () => {
    const pictures = new Set(
      lines.map(({ line, categories }) => {
        const format = line.format ?? '1 pz';
        const s = packshotSubject(piece(line.name, categories, format));
        return `${s.icons.join('+')}/${s.shape}`;
      }),
    );
    expect(pictures.size).toBeGreaterThanOrEqual(100);
  });

  it('draws only emoji the set has', () => {
    const emoji = emojiSet(FAMILY_EMOJI);
    for (const name of FAMILY_EMOJI) expect(emoji(name).body).toMatch(/^<[a-z]/);
    expect(Object.keys(FAMILIES).length).toBeGreaterThanOrEqual(100);
  });
});

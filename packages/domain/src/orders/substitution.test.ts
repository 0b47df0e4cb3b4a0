import { describe, expect, it } from 'vitest';
import type { ProductInfos } from '../api/catalog';
import { canSubstitute, claimsOf, isSameKind, substituteLineCents } from './substitution';

const pezzo = (grams: number, pieces = 1): ProductInfos => ({
  TIPOLOGIA: 'Pezzo',
  MULTI_PACK: String(pieces),
  WEIGHT_SELLING_SINGLE_UNIT: String(grams),
  WEIGHT_SELLING_SINGLE_UNIT_UM: 'g',
  WEIGHT_UNIT_BASE: 'kg',
});

const fresh = (
  name: string,
  tipologia = 'Pezzo',
  categoryId = 40,
  brand = '',
  features: string[] = [],
  productInfos: ProductInfos = pezzo(125),
) => ({ name, tipologia, categoryId, brand, features, productInfos });
const MOZZARELLA = fresh('Mozzarella fior di latte');

describe('isSameKind', () => {
  it.each([
    ['another mozzarella', fresh('Mozzarella senza lattosio'), true],
    ['a bufala mozzarella', fresh('Mozzarella di Bufala Campana DOP'), true],
    // the kind's word further in the name
    ['bocconcini of mozzarella', fresh('Bocconcini di mozzarella'), true],
    // the same root, another ending
    ['mozzarelline', fresh('Mozzarelline ciliegine'), true],
    // the substitutes: beside it on the shelf, not the same thing
    ['ricotta', fresh('Ricotta vaccina'), false],
    ['burrata', fresh('Burrata pugliese'), false],
    ['a spreadable cheese', fresh('Formaggio spalmabile'), false],
    ['a mozzarella sold by weight', fresh('Mozzarella fior di latte', 'Sfuso'), false],
    ['a mozzarella on another shelf', fresh('Mozzarella per pizza', 'Pezzo', 41), false],
    // accents and case do not make another kind
    ['accents folded', fresh('MOZZARÈLLA light'), true],
    // the label leads a packaged product's name: what follows it is the product
    [
      'another label’s mozzarella',
      fresh(
        'Latteria Val Padana Mozzarella fior di latte 125 g',
        'Pezzo',
        40,
        'Latteria Val Padana',
      ),
      true,
    ],
    [
      'another label’s ricotta',
      fresh('Latteria Val Padana Ricotta vaccina 250 g', 'Pezzo', 40, 'Latteria Val Padana'),
      false,
    ],
  ])('%s', (_name, candidate, same) => {
    expect(isSameKind(MOZZARELLA, candidate)).toBe(same);
  });

  it('reads both ways', () => {
    const bocconcini = fresh('Bocconcini di mozzarella');
    expect(isSameKind(bocconcini, MOZZARELLA)).toBe(true);
  });
});

const LACTOSE_FREE = fresh(
  'Caseificio Vesuviano Mozzarella senza lattosio 125 g',
  'Pezzo',
  40,
  'Caseificio Vesuviano',
  ['senza-glutine', 'senza-lattosio'],
);
const labelled = (
  brand: string,
  goods: string,
  features: string[],
  productInfos: ProductInfos = pezzo(125),
) => fresh(`${brand} ${goods}`, 'Pezzo', 40, brand, features, productInfos);

describe('claimsOf', () => {
  it.each([
    [
      'the tags it carries',
      fresh('Mozzarella', 'Pezzo', 40, '', ['senza-lattosio']),
      ['senza-lattosio'],
    ],
    ['a claim its name makes, untagged', fresh('Assorbenti in cotone biologico 12 pz'), ['bio']],
    ['lactose-free by another word', fresh('Latte delattosato 1 l'), ['senza-lattosio']],
    ['DOP in the name', fresh('Mozzarella di Bufala Campana DOP 250 g'), ['dop-igp']],
    ['IGP in the name', fresh('Aceto balsamico di Modena IGP 250 ml'), ['dop-igp']],
    ['vegan in the name', fresh('Burger vegano 180 g'), ['vegano']],
    ['gluten-free in the name', fresh('Birra senza glutine 33 cl'), ['senza-glutine']],
    // a word that merely starts like a claim is none
    ['biscotti are not bio', fresh('Biscotti frollini 350 g'), []],
    ['a plain product', MOZZARELLA, []],
  ])('%s', (_name, product, claims) => {
    expect([...claimsOf(product)].sort()).toEqual([...claims].sort());
  });
});

describe('canSubstitute', () => {
  it.each([
    // the substitutes for a lactose-free mozzarella
    [
      'a regular mozzarella',
      labelled('Latteria Val Padana', 'Mozzarella fior di latte 125 g', ['senza-glutine']),
      false,
    ],
    [
      'bocconcini',
      labelled('Mercatò', 'Bocconcini di mozzarella 200 g', ['senza-glutine'], pezzo(200)),
      false,
    ],
    [
      'a 3 × 125 g pack',
      labelled('Mercatò', 'Mozzarella fior di latte 3 x 125 g', ['senza-glutine'], pezzo(375, 3)),
      false,
    ],
    // what may replace it: another label's lactose-free mozzarella of the same size
    [
      'another lactose-free mozzarella',
      labelled('Latteria Val Padana', 'Mozzarella senza lattosio 125 g', [
        'senza-glutine',
        'senza-lattosio',
      ]),
      true,
    ],
    // more claims than the original is no loss
    [
      'lactose-free and organic',
      labelled('Terra Viva Bio', 'Mozzarella senza lattosio 125 g', [
        'bio',
        'senza-glutine',
        'senza-lattosio',
      ]),
      true,
    ],
    // the claim named, though not tagged, still counts
    [
      'lactose-free by its name only',
      labelled('Mercatò', 'Mozzarella senza lattosio 125 g', ['senza-glutine']),
      true,
    ],
    [
      'lactose-free but gluten not declared',
      labelled('Mercatò', 'Mozzarella senza lattosio 125 g', ['senza-lattosio']),
      false,
    ],
    // the pack size within the tolerance (PACK_SIZE_TOLERANCE: a fifth either way)
    [
      'a 140 g pack',
      labelled(
        'Mercatò',
        'Mozzarella senza lattosio 140 g',
        ['senza-glutine', 'senza-lattosio'],
        pezzo(140),
      ),
      true,
    ],
    [
      'a 100 g pack',
      labelled(
        'Mercatò',
        'Mozzarella senza lattosio 100 g',
        ['senza-glutine', 'senza-lattosio'],
        pezzo(100),
      ),
      true,
    ],
    [
      'a 160 g pack',
      labelled(
        'Mercatò',
        'Mozzarella senza lattosio 160 g',
        ['senza-glutine', 'senza-lattosio'],
        pezzo(160),
      ),
      false,
    ],
    [
      'a 90 g pack',
      labelled(
        'Mercatò',
        'Mozzarella senza lattosio 90 g',
        ['senza-glutine', 'senza-lattosio'],
        pezzo(90),
      ),
      false,
    ],
    // still the same kind first
    [
      'a lactose-free ricotta',
      labelled('Mercatò', 'Ricotta senza lattosio 125 g', ['senza-glutine', 'senza-lattosio']),
      false,
    ],
  ])('for a lactose-free mozzarella: %s → %s', (_name, candidate, allowed) => {
    expect(canSubstitute(LACTOSE_FREE, candidate)).toBe(allowed);
  });

  it.each([
    ['bio', 'Yogurt biologico bianco 500 g', 'Yogurt bianco 500 g'],
    ['vegano', 'Burger vegano 180 g', 'Burger di manzo 180 g'],
    ['dop-igp', 'Mozzarella di Bufala Campana DOP 250 g', 'Mozzarella di bufala 250 g'],
    ['senza-glutine', 'Birra senza glutine 33 cl', 'Birra chiara 33 cl'],
  ])('a product claiming %s is never replaced by one without', (claim, original, candidate) => {
    const infos = pezzo(250);
    expect(
      canSubstitute(
        fresh(original, 'Pezzo', 40, '', [claim], infos),
        fresh(candidate, 'Pezzo', 40, '', [], infos),
      ),
    ).toBe(false);
    expect(
      canSubstitute(
        fresh(original, 'Pezzo', 40, '', [claim], infos),
        fresh(original, 'Pezzo', 40, '', [claim], infos),
      ),
    ).toBe(true);
  });

  it('compares packs of another unit by their content: a 1 l bottle for a 1 l bottle', () => {
    const litre: ProductInfos = {
      TIPOLOGIA: 'Pezzo',
      MULTI_PACK: '1',
      WEIGHT_SELLING_SINGLE_UNIT: '1',
      WEIGHT_SELLING_SINGLE_UNIT_UM: 'l',
    };
    const millilitres: ProductInfos = {
      ...litre,
      WEIGHT_SELLING_SINGLE_UNIT: '1000',
      WEIGHT_SELLING_SINGLE_UNIT_UM: 'ml',
    };
    const grams = pezzo(1000);
    expect(
      canSubstitute(
        fresh('Latte intero', 'Pezzo', 40, '', [], litre),
        fresh('Latte intero', 'Pezzo', 40, '', [], millilitres),
      ),
    ).toBe(true);
    // a mass for a volume is no like-for-like pack
    expect(
      canSubstitute(
        fresh('Latte intero', 'Pezzo', 40, '', [], litre),
        fresh('Latte intero', 'Pezzo', 40, '', [], grams),
      ),
    ).toBe(false);
  });

  it('compares a pack priced by weight by its nominal weight', () => {
    const tray = (grams: string): ProductInfos => ({
      TIPOLOGIA: 'Confezione',
      WEIGHT_SELLING: grams,
      WEIGHT_UNIT_SELLING: 'g',
    });
    const petti = (grams: string) =>
      fresh('Petto di pollo a fette', 'Confezione', 40, '', [], tray(grams));
    expect(canSubstitute(petti('400'), petti('450'))).toBe(true);
    expect(canSubstitute(petti('400'), petti('800'))).toBe(false);
  });

  it('weighs loose goods to the quantity asked, whatever the piece', () => {
    const loose: ProductInfos = {
      TIPOLOGIA: 'Sfuso',
      WEIGHT_SELLING: '0.5',
      WEIGHT_UNIT_SELLING: 'kg',
    };
    const big: ProductInfos = {
      TIPOLOGIA: 'Sfuso',
      WEIGHT_SELLING: '1',
      WEIGHT_UNIT_SELLING: 'kg',
    };
    expect(
      canSubstitute(
        fresh('Mele Golden', 'Sfuso', 40, '', [], loose),
        fresh('Mele Golden Trentino', 'Sfuso', 40, '', [], big),
      ),
    ).toBe(true);
  });

  it('counts pieces where the label has no weight: 10 pz for 10 pz', () => {
    const counted = (pieces: number): ProductInfos => ({
      TIPOLOGIA: 'Pezzo',
      MULTI_PACK: String(pieces),
    });
    const filters = (pieces: number) =>
      fresh('Filtri per caffè', 'Pezzo', 40, '', [], counted(pieces));
    expect(canSubstitute(filters(1), filters(1))).toBe(true);
    expect(canSubstitute(filters(1), filters(4))).toBe(false);
  });
});

describe('substituteLineCents', () => {
  it.each([
    // the case: a 0,99 € mozzarella replaced by a 1,29 € one
    ['a dearer substitute costs the original', 99, 129, 99],
    ['a cheaper substitute costs its own price', 129, 99, 99],
    ['the same price', 99, 99, 99],
  ])('%s', (_name, original, substitute, charged) => {
    expect(substituteLineCents(original, substitute)).toBe(charged);
  });
});

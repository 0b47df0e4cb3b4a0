import { describe, expect, it } from 'vitest';
import { buildCategories } from './build-categories';
import { buildOffers } from './build-offers';
import { buildProducts, shelfCents } from './build-products';
import { ean13, ean13CheckDigit, isValidEan13 } from './ean';
import { parseFormat } from './format';
import { Random } from './random';
import { CATALOGUE_TREE } from './tree';

const build = () => {
  const random = new Random(20_260_101);
  const tree = buildCategories(CATALOGUE_TREE);
  const products = buildProducts(tree.leaves, random, 'full');
  return { tree, products, offers: buildOffers(products, random) };
};

describe('the seeded assortment', () => {
  const { tree, products, offers } = build();
  const rows = products.map((p) => p.row);

  it('is the same on every run', () => {
    const again = build();
    expect(again.products.map((p) => p.row)).toEqual(rows);
    expect(again.offers).toEqual(offers);
  });

  it('is a three-level tree of at least 20 departments and 2,000 products', () => {
    expect(tree.categories.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(20);
    expect(new Set(tree.categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect(rows.length).toBeGreaterThanOrEqual(2000);
  });

  it('has unique slugs and EANs with valid check digits', () => {
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.ean)).size).toBe(rows.length);
    expect(rows.every((r) => isValidEan13(r.ean))).toBe(true);
  });

  it('sells by every TIPOLOGIA', () => {
    expect(new Set(rows.map((r) => r.tipologia))).toEqual(
      new Set(['Pezzo', 'Confezione', 'Sfuso', 'Peso']),
    );
  });

  it('prices in positive cents, promotions below the standard price', () => {
    for (const o of offers) {
      expect(Number.isInteger(o.priceCents)).toBe(true);
      expect(o.priceCents).toBeGreaterThan(0);
      if (o.priceStandardCents != null) expect(o.priceStandardCents).toBeGreaterThan(o.priceCents);
    }
    expect(offers.filter((o) => o.promo).length).toBeGreaterThan(300);
  });

  it('never promotes infant formula', () => {
    const formula = new Set(
      rows.filter((r) => r.productClassIds?.includes(3)).map((r) => r.productId),
    );
    expect(formula.size).toBeGreaterThan(0);
    expect(offers.some((o) => formula.has(o.productId) && o.promo)).toBe(false);
  });
});

describe('seed helpers', () => {
  it.each([
    ['800123456789', 7],
    ['400638133393', 1],
    ['978020137962', 4],
  ])('check digit of %s is %i', (body, digit) => {
    expect(ean13CheckDigit(body)).toBe(digit);
  });

  it('builds EAN-13 codes in an Italian prefix', () => {
    expect(ean13('8100001', 1)).toBe('8100001000015');
  });

  it.each([
    ['500 g', 1, { amount: 500, unit: 'g' }],
    ['6 x 125 g', 6, { amount: 750, unit: 'g' }],
    ['1,5 l', 1, { amount: 1.5, unit: 'l' }],
    ['10 pz', 1, null],
    // Counted multipacks keep their piece count.
    ['10 x 9 pz', 10, null],
  ])('reads the pack format %s', (format, pieces, content) => {
    expect(parseFormat(format)).toEqual({ pieces, content });
  });

  it.each([
    [2.19, 219],
    [2.234, 219],
    [0.87, 89],
    [24.7, 2449],
    [24.9, 2499],
    [0.03, 9],
  ])('puts %d € on the shelf as %i cents', (euros, cents) => {
    expect(shelfCents(euros)).toBe(cents);
  });
});

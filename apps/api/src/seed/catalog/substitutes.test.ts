import { describe, expect, it } from 'vitest';
import { canSubstitute, convert, type SubstitutableProduct } from '@spesa/domain';
import { buildCategories } from './build-categories';
import { buildProducts } from './build-products';
import { Random } from './random';
import { CATALOGUE_TREE } from './tree';

/*
 * The whole seeded catalogue through the substitution rule: no product is
 * offered a substitute that drops one of its claims or whose pack is far from
 * its own.
 */

const rows = buildProducts(buildCategories(CATALOGUE_TREE).leaves, new Random(20_260_101), 'full')
  .map((b) => b.row)
  .map((row) => ({
    ...row,
    brand: row.searchBrand,
    features: row.features ?? [],
  })) satisfies SubstitutableProduct[];

/** The pack's content in grams or millilitres, read straight off its label fields. */
function packOf({ productInfos: i }: (typeof rows)[number]): number | null {
  const [amount, unit] =
    i.TIPOLOGIA === 'Pezzo'
      ? [i.WEIGHT_SELLING_SINGLE_UNIT, i.WEIGHT_SELLING_SINGLE_UNIT_UM]
      : [i.WEIGHT_SELLING, i.WEIGHT_UNIT_SELLING];
  if (amount === undefined || unit === undefined) return null;
  return convert(Number(amount), unit, unit === 'g' || unit === 'kg' ? 'g' : 'ml');
}

const byLeaf = new Map<number, (typeof rows)[number][]>();
for (const row of rows) byLeaf.set(row.categoryId, [...(byLeaf.get(row.categoryId) ?? []), row]);
const offered = rows.map((original) => ({
  original,
  substitutes: byLeaf
    .get(original.categoryId)!
    .filter((c) => c.productId !== original.productId && canSubstitute(original, c)),
}));

describe('substitutes across the seeded catalogue', () => {
  it.each(
    offered.filter((o) => o.substitutes.length > 0).map((o) => [o.original.name, o] as const),
  )('%s: every substitute keeps its tags and its pack', (_name, { original, substitutes }) => {
    for (const s of substitutes) {
      expect(s.features, s.name).toEqual(expect.arrayContaining(original.features));
      if (/senza lattosio/i.test(original.name)) expect(s.features).toContain('senza-lattosio');
      if (original.tipologia === 'Pezzo' || original.tipologia === 'Confezione') {
        const was = packOf(original);
        const is = packOf(s);
        if (was !== null && is !== null) {
          expect(is, s.name).toBeGreaterThanOrEqual(was * 0.8);
          expect(is, s.name).toBeLessThanOrEqual(was * 1.2);
        }
      }
    }
  });

  it('still offers a substitute for most products', () => {
    const served = offered.filter((o) => o.substitutes.length > 0).length;
    expect(served / rows.length).toBeGreaterThan(0.5);
  });

  it('offers lactose-free mozzarelle and yogurts their own kind only', () => {
    for (const pattern of [/Mozzarella senza lattosio/, /Yogurt senza lattosio/]) {
      const lactoseFree = offered.filter((o) => pattern.test(o.original.name));
      expect(lactoseFree.length).toBeGreaterThan(0);
      for (const { substitutes } of lactoseFree) {
        expect(substitutes.length).toBeGreaterThan(0);
        for (const s of substitutes) expect(s.name).toMatch(pattern);
      }
    }
  });
});

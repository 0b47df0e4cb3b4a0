import { describe, expect, it } from 'vitest';
import { testProduct } from '../quantity/test-products';
import { lineKey, plannedFrom, type PlannedLine } from './plan';
import { packSwaps } from './pack-swaps';
import { cartProduct, line, productsOf } from './test-cart';

/** A 1,5 l bottle at 0,39 € and its 6-bottle pack at 1,99 €. */
const SIX_PACK = cartProduct(20, testProduct(), { priceDisplay: 1.99 });
const BOTTLE = cartProduct(21, testProduct({ PACKAGE_PRODUCT_ID: '20', PACKAGE_MULTIPLIER: '6' }), {
  priceDisplay: 0.39,
});
/** Tuna 3 × 80 g, two of which make the 6 × 80 g pack, of which only 1 is in stock. */
const TUNA_6 = cartProduct(30, testProduct({}, { available: 1 }));
const TUNA_3 = cartProduct(31, testProduct({ PACKAGE_PRODUCT_ID: '30', PACKAGE_MULTIPLIER: '2' }));
const products = productsOf(SIX_PACK, BOTTLE, TUNA_6, TUNA_3);
const NOTHING_ORDERED = new Map<number, number>();

/** The cart's lines with some changed to new quantities by the request. */
function planned(
  lines: [productId: number, quantity: number][],
  changed: Record<number, number>,
): Map<string, PlannedLine> {
  const plan = plannedFrom(
    lines.map(([productId, quantity], index) => line(index + 1, productId, quantity)),
    products,
  );
  for (const [productId, quantity] of Object.entries(changed)) {
    const key = lineKey(Number(productId), '');
    const before = plan.get(key);
    plan.set(key, {
      productId: Number(productId),
      optionsKey: '',
      product: products.get(Number(productId))!,
      rules:
        before?.rules ?? plannedFrom([line(0, Number(productId), 1)], products).get(key)!.rules,
      quantity,
      previous: before?.quantity ?? 0,
      field: 'items.0.quantity',
    });
  }
  return plan;
}

const quantities = (plan: ReadonlyMap<string, PlannedLine>) =>
  Object.fromEntries([...plan.values()].map((l) => [l.productId, l.quantity]));

describe('packSwaps (docs/rules/quantities-and-prices.md: a pack line reaching the multiplier)', () => {
  it.each([
    ['below the multiplier the bottles stay', [], { 21: 5 }, { 21: 5 }, []],
    ['six bottles become one pack', [], { 21: 6 }, { 20: 1 }, [[21, 6, 20, 1, 0]]],
    ['the rest stays as bottles', [], { 21: 14 }, { 21: 2, 20: 2 }, [[21, 12, 20, 2, 2]]],
    [
      'the packs join the pack line already there',
      [[20, 1] as [number, number]],
      { 21: 7 },
      { 20: 2, 21: 1 },
      [[21, 6, 20, 1, 1]],
    ],
    // 2 × 3 × 80 g would need a 6 × 80 g pack, and just one is in stock: 4 would need 2
    [
      'no swap the package rules refuse: the shopper keeps what was asked',
      [],
      { 31: 4 },
      { 31: 4 },
      [],
    ],
    ['a line the request did not touch stays', [[21, 6] as [number, number]], {}, { 21: 6 }, []],
  ])('%s', (_name, lines, changed, after, swaps) => {
    const result = packSwaps(planned(lines, changed), products, NOTHING_ORDERED);
    expect(quantities(result.planned)).toEqual(after);
    expect(
      result.swaps.map((s) => [
        s.productId,
        s.replaced,
        s.packageProductId,
        s.packages,
        s.remainder,
      ]),
    ).toEqual(swaps);
  });

  it('swaps the package in only when the warehouse sells it', () => {
    const withoutPack = productsOf(BOTTLE);
    const plan = plannedFrom([line(1, BOTTLE.productId, 12)], withoutPack);
    plan.set(lineKey(BOTTLE.productId, ''), {
      ...plan.get(lineKey(BOTTLE.productId, ''))!,
      previous: 0,
      field: 'items.0.quantity',
    });
    expect(packSwaps(plan, withoutPack, NOTHING_ORDERED).swaps).toEqual([]);
  });

  it('checks the package line as a changed line, named by the request field of the packs', () => {
    const { planned: plan } = packSwaps(planned([], { 21: 12 }), products, NOTHING_ORDERED);
    expect(plan.get(lineKey(20, ''))).toMatchObject({
      quantity: 2,
      previous: 0,
      field: 'items.0.quantity',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { priceLines } from './lines';
import { minimumOrderOf } from './minimum-order';
import { packagingOffer } from './packaging';
import { cartTotals } from './totals';
import {
  BAG,
  BEER,
  NOW,
  PIECE,
  applied,
  bundlePromo,
  cartProduct,
  line,
  productsOf,
} from './test-cart';

const BUNDLED_BEER = cartProduct(5, BEER, { priceDisplay: 1.5, warehousePromo: bundlePromo() });
const products = productsOf(PIECE, BAG, BUNDLED_BEER);
const bag = packagingOffer(
  { packagingTypeId: 1, productId: BAG.productId, itemsPerPackage: 1 },
  products,
);
const MINIMUM = 25_00;

/** A cart of `pieces` at 2,00 € and `beers` at 1,50 € in 3x2, with a 4,90 € delivery. */
const totalsOf = (pieces: number, beers = 0, codes = [] as ReturnType<typeof applied>[]) =>
  cartTotals(
    priceLines(
      [
        line(1, PIECE.productId, pieces),
        ...(beers ? [line(2, BUNDLED_BEER.productId, beers)] : []),
      ],
      products,
    ).lines,
    codes,
    bag,
    4_90,
    NOW,
  );

describe('minimumOrderOf (docs/rules/cart.md Minimum order)', () => {
  it.each([
    ['an empty cart misses the whole minimum', totalsOf(0), 25_00],
    // the basket issue 49 saw accepted: the delivery fee does not count
    ['0,53 € of goods with 4,90 € delivery', { goodsCents: 53 }, 24_47],
    ['12 pieces (24,00 €): the bags and the delivery do not count', totalsOf(12), 1_00],
    ['13 pieces (26,00 €) reach it', totalsOf(13), 0],
    ['exactly the minimum reaches it', { goodsCents: 25_00 }, 0],
    // 12 pieces and 3 beers paid as 2: 24,00 + 3,00 = 27,00 €
    ['the goods count at the multi-buy price', totalsOf(12, 3), 0],
    // 10 pieces and 3 beers: 20,00 + 3,00 €, not the 24,50 € of the shelf
    ['the free beer of a 3x2 does not count', totalsOf(10, 3), 2_00],
    // 13 pieces with 10 % off: the code leaves the goods at 26,00 €
    ['a discount code does not lower the goods', totalsOf(13, 0, [applied(1)]), 0],
  ])('%s', (_name, totals, missingCents) => {
    expect(minimumOrderOf(totals, MINIMUM)).toEqual({ minimumCents: MINIMUM, missingCents });
  });

  it('a brand without a minimum never says anything is missing', () => {
    expect(minimumOrderOf({ goodsCents: 0 }, 0).missingCents).toBe(0);
  });

  it('refuses a minimum that is not whole cents', () => {
    expect(() => minimumOrderOf({ goodsCents: 0 }, 25.5)).toThrow(/Minimum order/);
  });
});

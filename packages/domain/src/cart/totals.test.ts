import { describe, expect, it } from 'vitest';
import { priceLines } from './lines';
import { packagingOffer } from './packaging';
import { cartTotals } from './totals';
import { BAG, NOW, PIECE, applied, line, productsOf } from './test-cart';

const products = productsOf(PIECE, BAG);
const bag = packagingOffer(
  { packagingTypeId: 1, productId: BAG.productId, itemsPerPackage: 12 },
  products,
);
const pieces = (n: number) => priceLines([line(1, PIECE.productId, n)], products).lines;

describe('cartTotals', () => {
  it.each([
    [
      'an empty cart costs only its delivery',
      0,
      [],
      3_90,
      { goodsCents: 0, packages: 0, totalCents: 3_90 },
    ],
    // 5 pieces at 2 € + one bag at 0,10 € + 3,90 € delivery
    [
      'goods + bags + delivery',
      5,
      [],
      3_90,
      { goodsCents: 10_00, packageCents: 10, totalCents: 14_00 },
    ],
    // 10% of 10 € off
    ['codes come off the goods', 5, [applied(1)], 0, { giftCents: 1_00, totalCents: 9_10 }],
  ])('%s', (_name, count, codes, deliveryFeeCents, expected) => {
    expect(cartTotals(pieces(count), codes, bag, deliveryFeeCents, NOW)).toMatchObject(expected);
  });

  it('charges no bag where the warehouse sells none', () => {
    expect(cartTotals(pieces(5), [], null, 0, NOW)).toMatchObject({ packages: 0, packageCents: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { priceLines } from './lines';
import { packagesFor, packagingOffer } from './packaging';
import { BAG, LOOSE_APPLES, PIECE, line, productsOf } from './test-cart';

const DEFAULT = { packagingTypeId: 1, productId: BAG.productId, itemsPerPackage: 12 };

describe('packagingOffer', () => {
  it.each([
    ['priced by the warehouse', DEFAULT, productsOf(BAG), 10],
    ['none when the shop has no default packaging', null, productsOf(BAG), null],
    ['none when the warehouse does not sell the bag', DEFAULT, productsOf(), null],
  ])('%s', (_name, packaging, products, costCents) => {
    expect(packagingOffer(packaging, products)?.costCents ?? null).toBe(costCents);
  });
});

describe('packagesFor', () => {
  const offer = packagingOffer(DEFAULT, productsOf(BAG));
  const products = productsOf(PIECE, LOOSE_APPLES);
  it.each([
    ['no lines, no bag', [], 0],
    ['twelve pieces fill one bag', [line(1, PIECE.productId, 12)], 1],
    // the thirteenth piece opens a second bag
    ['thirteen need two', [line(1, PIECE.productId, 13)], 2],
    // 4,5 kg of apples take one place, like one piece
    [
      'a weighed line takes one place whatever its weight',
      [line(1, PIECE.productId, 11), line(2, LOOSE_APPLES.productId, 4.5)],
      1,
    ],
  ])('%s', (_name, stored, bags) => {
    expect(packagesFor(priceLines(stored, products).lines, offer)).toBe(bags);
  });

  it('counts no bag without an offer', () => {
    expect(packagesFor(priceLines([line(1, PIECE.productId, 5)], products).lines, null)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { WarehousePromo } from '../api/catalog';
import { pricingOf } from './products';
import { bundleOf, linePrice } from './offers';
import { priceLines } from './lines';
import {
  CHICKEN_TRAY,
  LOOSE_APPLES,
  PIECE,
  bundlePromo,
  cartProduct,
  line,
  productsOf,
} from './test-cart';
import { APPLES, CHICKEN } from '../quantity/test-products';

const percent: WarehousePromo = {
  promoType: 'percent',
  view: { cssClass: 'promo-percent', header: '-20%', body: 'Sconto immediato', footer: '' },
};

describe('bundleOf', () => {
  it.each([
    ['3x2', bundlePromo('3x2'), { take: 3, pay: 2 }],
    ['2x1, with the multiplication sign and spaces', bundlePromo(' 2 × 1 '), { take: 2, pay: 1 }],
    // a label that pays for more than it takes is a typo, not an offer
    ['2x3 is no offer', bundlePromo('2x3'), null],
    ['3x0 gives nothing away for free', bundlePromo('3x0'), null],
    ['an unreadable header', bundlePromo('Prendi 3'), null],
    // the percent is already in the product's price
    ['a percent offer is no multi-buy', percent, null],
    ['no promotion', null, null],
  ])('%s', (_name, promo, bundle) => {
    expect(bundleOf(promo)).toEqual(bundle);
  });
});

describe('linePrice', () => {
  const piece = pricingOf(PIECE).rules;
  const tray = pricingOf(CHICKEN_TRAY).rules;
  const loose = pricingOf(LOOSE_APPLES).rules;
  it.each([
    // 2,00 € a piece
    ['one piece of a 3x2 pays in full', piece, 200, 1, bundlePromo(), [200, 0, 200]],
    ['two pieces of a 3x2 pay in full', piece, 200, 2, bundlePromo(), [400, 0, 400]],
    ['three pieces of a 3x2 pay two', piece, 200, 3, bundlePromo(), [600, 200, 400]],
    ['seven pieces of a 3x2 pay five', piece, 200, 7, bundlePromo(), [1400, 400, 1000]],
    ['six pieces of a 2x1 pay three', piece, 200, 6, bundlePromo('2x1'), [1200, 600, 600]],
    // two 400 g trays at 9,90 €/kg, 3,96 € each: the free unit is a pack
    ['three packs of a 3x2 pay two', tray, 990, 3, bundlePromo(), [1188, 396, 792]],
    // a weight is not a count of units
    ['a weighed line keeps its price', loose, 300, 3, bundlePromo(), [900, 0, 900]],
    ['no offer', piece, 200, 3, null, [600, 0, 600]],
  ])('%s', (_name, rules, priceCents, quantity, promo, [listCents, offerCents, totalCents]) => {
    expect(linePrice(rules, priceCents, quantity, promo)).toEqual({
      listCents,
      offerCents,
      totalCents,
    });
  });
});

describe('a 3x2 in the cart', () => {
  it('prices three pieces at two, the line and the goods alike', () => {
    const bundled = cartProduct(21, undefined, {
      priceDisplay: 0.99,
      warehousePromo: bundlePromo(),
    });
    const { lines } = priceLines([line(1, 21, 3)], productsOf(bundled));
    expect(lines[0]).toMatchObject({ listCents: 297, offerCents: 99, totalCents: 198 });
  });

  it('leaves weighed and plain lines as they were', () => {
    const apples = cartProduct(22, APPLES, { priceDisplay: 3, warehousePromo: bundlePromo() });
    const trays = cartProduct(23, CHICKEN, { priceDisplay: 9.9 });
    const { lines } = priceLines([line(1, 22, 1.5), line(2, 23, 2)], productsOf(apples, trays));
    expect(lines.map((l) => [l.offerCents, l.totalCents])).toEqual([
      [0, 450],
      [0, 792],
    ]);
  });
});

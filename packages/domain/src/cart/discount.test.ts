import { describe, expect, it } from 'vitest';
import { discountsOf, validityOf } from './discount';
import { NOW, applied } from './test-cart';

const DAY = 24 * 3600 * 1000;

describe('validityOf', () => {
  it.each([
    ['no window: always valid', null, null, 'valid'],
    ['ended yesterday', null, new Date(NOW.getTime() - DAY), 'expired'],
    // validUntil is exclusive: at that very instant the code has lapsed
    ['ends now', null, NOW, 'expired'],
    ['starts tomorrow', new Date(NOW.getTime() + DAY), null, 'not_yet_valid'],
    [
      'started yesterday, ends tomorrow',
      new Date(NOW.getTime() - DAY),
      new Date(NOW.getTime() + DAY),
      'valid',
    ],
  ])('%s', (_name, validFrom, validUntil, validity) => {
    expect(validityOf({ validFrom, validUntil }, NOW)).toBe(validity);
  });
});

describe('discountsOf', () => {
  it.each([
    ['10% of 45,67 €', [applied(1)], 45_67, [[457, true]]],
    // 10% of 0,05 € is half a cent: half up
    ['a percentage rounds half up to the cent', [applied(1)], 5, [[1, true]]],
    [
      'a fixed amount with its minimum spend met',
      [applied(1, { kind: 'amount', percent: null, amountCents: 500, minSpendCents: 30_00 })],
      30_00,
      [[500, true]],
    ],
    // stays on the cart, shown as not applied
    [
      'under the minimum spend the code takes nothing',
      [applied(1, { kind: 'amount', percent: null, amountCents: 500, minSpendCents: 30_00 })],
      29_99,
      [[0, false]],
    ],
    [
      'a lapsed code takes nothing',
      [applied(1, { validUntil: new Date(NOW.getTime() - 1) })],
      100_00,
      [[0, false]],
    ],
    // 15 € off goods of 12 €, then 10% of nothing left: never below zero
    [
      'codes together never take more than the goods',
      [applied(1, { kind: 'amount', percent: null, amountCents: 15_00 }), applied(2)],
      12_00,
      [
        [12_00, true],
        [0, true],
      ],
    ],
  ])('%s', (_name, codes, goodsCents, expected) => {
    expect(discountsOf(codes, goodsCents, NOW).map((d) => [d.amountCents, d.active])).toEqual(
      expected,
    );
  });
});

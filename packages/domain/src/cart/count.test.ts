import { describe, expect, it } from 'vitest';
import { cartProductCount } from './count';

describe('cartProductCount (docs/rules/cart.md: the badge and the count text)', () => {
  it.each([
    ['empty cart', [], 0],
    ['one line of 3', [3], 3],
    ['lines add up', [2, 5], 7],
    ['zero quantity counts as 1', [0], 1],
    ['negative quantity counts as 1', [-2, 1], 2],
    ['a quantity that is not a number counts as 1', [Number.NaN], 1],
    ['weights count as they are, the sum in whole units', [0.5, 1], 2],
    ['3 packs and 0.6 kg read 4', [3, 0.6], 4],
    ['2.5 kg and a pack read 4', [2.5, 1], 4],
  ])('%s', (_name, quantities, expected) => {
    expect(cartProductCount(quantities.map((quantity) => ({ quantity })))).toBe(expected);
  });
});

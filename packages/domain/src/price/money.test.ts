import { describe, expect, it } from 'vitest';
import { InvalidAmountError, centsToEuros, eurosToCents } from './money';

describe('eurosToCents', () => {
  it.each([
    [1.99, 199],
    [0, 0],
    [1234.5, 123450],
    // 1.13 * 100 = 112.99999999999999 in floating point
    [1.13, 113],
    // 0.1 + 0.2 = 0.30000000000000004
    [0.1 + 0.2, 30],
    // 4.35 * 100 = 434.99999999999994
    [4.35, 435],
    // half a cent rounds up, even though 1.005 is stored just below it
    [1.005, 101],
    [2.675, 268],
    [0.004, 0],
    // refunds and discounts round symmetrically
    [-1.005, -101],
    [-0.001, 0],
  ])('%d € → %d cents', (euros, cents) => {
    expect(Object.is(eurosToCents(euros), cents)).toBe(true);
  });

  it.each([NaN, Infinity, 1e17])('refuses %d', (euros) => {
    // 1e17 € is beyond Number.MAX_SAFE_INTEGER cents
    expect(() => eurosToCents(euros)).toThrow(InvalidAmountError);
  });
});

describe('centsToEuros', () => {
  it.each([
    [199, 1.99],
    [5, 0.05],
    [123450, 1234.5],
    [-250, -2.5],
  ])('%d cents → %d €', (cents, euros) => {
    expect(centsToEuros(cents)).toBe(euros);
  });

  it('round-trips every cent amount up to 1.000 €', () => {
    for (let cents = 0; cents <= 100_000; cents += 1) {
      if (eurosToCents(centsToEuros(cents)) !== cents) expect.fail(`drift at ${cents}`);
    }
  });

  it.each([1.5, NaN])('refuses non-integer cents %d', (cents) => {
    expect(() => centsToEuros(cents)).toThrow(InvalidAmountError);
  });
});

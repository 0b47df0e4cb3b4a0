import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it.each([
    [1.234, 2, 1.23],
    [1.235, 2, 1.24],
    // 1.005 is stored as 1.00499999…; naive Math.round(x * 100) gives 1.00
    [1.005, 2, 1.01],
    // 0.1 + 0.2 = 0.30000000000000004: the drift must not survive rounding
    [0.1 + 0.2, 2, 0.3],
    [2.0005, 3, 2.001],
    [0.0004, 3, 0],
    // half away from zero on negatives (symmetric, not towards +∞)
    [-1.235, 2, -1.24],
    // no negative zero leaks into displays
    [-0.0001, 2, 0],
    [1234567.891, 2, 1234567.89],
    // values whose shortest form uses an exponent
    [1e-7, 3, 0],
    [1e21, 2, 1e21],
    [265.5, 0, 266],
  ])('roundHalfUp(%d, %d) = %d', (value, decimals, expected) => {
    expect(Object.is(roundHalfUp(value, decimals), expected)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('refuses %d', (value) => {
    expect(() => roundHalfUp(value, 2)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { convert, roundQuantity } from './convert';

describe('convert', () => {
  it.each([
    [250, 'g', 'kg', 0.25],
    [0.25, 'kg', 'g', 250],
    [1.5, 'hg', 'g', 150],
    [75, 'cl', 'l', 0.75],
    [0.33, 'LT', 'ml', 330],
    // 1.1 * 1000 = 1100.0000000000002 in binary floating point
    [1.1, 'kg', 'g', 1100],
    [1, 'g', 'kg', 0.001],
    // one milligram survives conversion (6 decimals kept)
    [0.001, 'g', 'kg', 0.000001],
  ])('%d %s → %s = %d', (value, from, to, expected) => {
    expect(convert(value, from, to)).toBe(expected);
  });
});

describe('roundQuantity', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.2345, 1.235],
    // half-up at the third decimal, not banker's rounding
    [0.0005, 0.001],
    [2.0004, 2],
    [3, 3],
  ])('%d → %d', (value, expected) => {
    expect(roundQuantity(value)).toBe(expected);
  });
});

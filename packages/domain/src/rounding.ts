/**
 * Moves the decimal point by `places` through the number's shortest decimal
 * representation instead of multiplying, so 1.005 (stored as 1.00499999…)
 * shifts to exactly 100.5 and rounds the way the person who wrote 1.005 expects.
 */
export const shiftDecimal = (value: number, places: number): number => {
  const [mantissa, exponent = '0'] = value.toString().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
};

/**
 * Rounds half away from zero ("arrotondamento commerciale") to `decimals`
 * places: 0.125 → 0.13, -0.125 → -0.13. Never returns -0.
 */
export const roundHalfUp = (value: number, decimals: number): number => {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Cannot round a non-finite number: ${value}`);
  }
  const magnitude = Math.round(shiftDecimal(Math.abs(value), decimals));
  const rounded = shiftDecimal(magnitude, -decimals);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
};

import { CART } from '../constants';
import { roundHalfUp } from '../rounding';
import { conversionFactor } from './unit-multipliers';

/** Decimals kept by convert(): 1 mg of a kilogram, finer than any shop scale, coarse enough to drop float noise. */
const CONVERSION_DECIMALS = 6;

/** Rounds a cart quantity or weight to 3 decimals, half up (docs/rules/quantities-and-prices.md Quantity). */
export const roundQuantity = (value: number): number => roundHalfUp(value, CART.quantityDecimals);

/**
 * Converts between units of the same dimension: convert(250, 'g', 'kg') = 0.25.
 * Throws UnknownUnitError or IncompatibleUnitsError.
 */
export const convert = (value: number, fromUnit: string, toUnit: string): number =>
  roundHalfUp(value * conversionFactor(fromUnit, toUnit), CONVERSION_DECIMALS);

import { CART } from '../constants';

/**
 * Quantities carry at most three decimals, so the grid of legal quantities is
 * walked in integer thousandths, free of binary floating-point drift.
 */
const SCALE = 10 ** CART.quantityDecimals;

export const toMilli = (quantity: number): number => Math.round(quantity * SCALE);
export const fromMilli = (milli: number): number => milli / SCALE;

/** Legal quantities other than zero: first, first + step, first + 2·step, … */
export interface QuantityGrid {
  first: number;
  step: number;
}

export const isOnGrid = ({ first, step }: QuantityGrid, quantity: number): boolean => {
  const offset = toMilli(quantity) - toMilli(first);
  return offset >= 0 && offset % toMilli(step) === 0;
};

/** The largest grid value not above `quantity`, or 0 when it is below the first one. */
export const floorToGrid = ({ first, step }: QuantityGrid, quantity: number): number => {
  // The epsilon keeps 4.35 (4349.999… thousandths in binary) on its own grid value.
  const offset = Math.floor(quantity * SCALE + 1e-6) - toMilli(first);
  if (offset < 0) return 0;
  const steps = Math.floor(offset / toMilli(step));
  return fromMilli(toMilli(first) + steps * toMilli(step));
};

/** The grid value nearest to `quantity` (halves up), never below the first one. */
export const nearestOnGrid = ({ first, step }: QuantityGrid, quantity: number): number => {
  const offset = Math.max(0, toMilli(quantity) - toMilli(first));
  const steps = Math.round(offset / toMilli(step));
  return fromMilli(toMilli(first) + steps * toMilli(step));
};

/** The smallest grid value not below `quantity`. */
export const ceilToGrid = ({ first, step }: QuantityGrid, quantity: number): number => {
  const offset = Math.max(0, toMilli(quantity) - toMilli(first));
  const steps = Math.ceil(offset / toMilli(step));
  return fromMilli(toMilli(first) + steps * toMilli(step));
};

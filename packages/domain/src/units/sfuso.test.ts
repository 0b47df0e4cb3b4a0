import { describe, expect, it } from 'vitest';
import { sfusoBaseToSelling, sfusoSellingToBase } from './sfuso';

describe('Sfuso base ↔ selling', () => {
  it.each([
    [250, { sellingUnit: 'g', baseUnit: 'kg' }, 0.25],
    [150, { sellingUnit: 'gr', baseUnit: 'kg' }, 0.15],
    [3, { sellingUnit: 'hg', baseUnit: 'kg' }, 0.3],
    // rounded to 3 decimals: 1 g step of a kg product is the finest quantity
    [333.4, { sellingUnit: 'g', baseUnit: 'kg' }, 0.333],
    [1, { sellingUnit: 'kg', baseUnit: 'kg' }, 1],
  ])('%d in selling unit %o → %d in base unit', (quantity, units, expected) => {
    expect(sfusoSellingToBase(quantity, units)).toBe(expected);
  });

  it.each([
    [0.25, { sellingUnit: 'g', baseUnit: 'kg' }, 250],
    [0.3, { sellingUnit: 'hg', baseUnit: 'kg' }, 3],
    [1.2, { sellingUnit: 'g', baseUnit: 'kg' }, 1200],
  ])('%d in base unit %o → %d in selling unit', (quantity, units, expected) => {
    expect(sfusoBaseToSelling(quantity, units)).toBe(expected);
  });
});

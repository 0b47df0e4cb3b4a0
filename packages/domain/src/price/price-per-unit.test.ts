import { describe, expect, it } from 'vitest';
import { IncompatibleUnitsError, UnknownUnitError } from '../units/unit-multipliers';
import {
  InvalidWeightError,
  formatPricePerUnit,
  packDisplayPriceCents,
  pricePerUnitCents,
  type PackDisplayPriceInput,
  type PricePerUnitInput,
} from './price-per-unit';

describe('pricePerUnitCents', () => {
  it.each<[string, PricePerUnitInput, number]>([
    [
      'spec example: 500 g at 1,20 €',
      { priceCents: 120, sellingWeight: 500, sellingUnit: 'g', baseUnit: 'kg' },
      240,
    ],
    [
      'pasta 500 g at 0,89 €',
      { priceCents: 89, sellingWeight: 500, sellingUnit: 'g', baseUnit: 'kg' },
      178,
    ],
    // 6,49 × 1000 / 750 = 8,6533… → 8,65
    [
      'olive oil 750 ml at 6,49 €',
      { priceCents: 649, sellingWeight: 750, sellingUnit: 'ml', baseUnit: 'l' },
      865,
    ],
    // 0,35 / 1,5 = 0,2333… → 0,23
    [
      'water 1,5 lt at 0,35 €',
      { priceCents: 35, sellingWeight: 1.5, sellingUnit: 'lt', baseUnit: 'lt' },
      23,
    ],
    [
      'Parmigiano 0,3 kg at 5,97 €',
      { priceCents: 597, sellingWeight: 0.3, sellingUnit: 'kg', baseUnit: 'kg' },
      1990,
    ],
    [
      'yogurt 2×125 gr at 1,19 €',
      { priceCents: 119, sellingWeight: 250, sellingUnit: 'GR', baseUnit: 'KG' },
      476,
    ],
    [
      'ham 1 hg at 2,49 €',
      { priceCents: 249, sellingWeight: 1, sellingUnit: 'hg', baseUnit: 'kg' },
      2490,
    ],
    [
      'wine 75 cl at 4,99 €',
      { priceCents: 499, sellingWeight: 75, sellingUnit: 'cl', baseUnit: 'l' },
      665,
    ],
    // 0,03 € for 2 kg = 1,5 cents per kg: half a cent rounds up
    [
      'half a cent rounds up',
      { priceCents: 3, sellingWeight: 2000, sellingUnit: 'g', baseUnit: 'kg' },
      2,
    ],
  ])('%s', (_name, input, expected) => {
    expect(pricePerUnitCents(input)).toBe(expected);
  });

  it.each([0, -500, NaN, Infinity])('refuses selling weight %d', (sellingWeight) => {
    expect(() =>
      pricePerUnitCents({ priceCents: 120, sellingWeight, sellingUnit: 'g', baseUnit: 'kg' }),
    ).toThrow(InvalidWeightError);
  });

  it('refuses units it cannot relate', () => {
    expect(() =>
      pricePerUnitCents({ priceCents: 120, sellingWeight: 6, sellingUnit: 'pz', baseUnit: 'kg' }),
    ).toThrow(UnknownUnitError);
    expect(() =>
      pricePerUnitCents({ priceCents: 120, sellingWeight: 500, sellingUnit: 'g', baseUnit: 'l' }),
    ).toThrow(IncompatibleUnitsError);
  });
});

describe('packDisplayPriceCents (Confezione)', () => {
  it.each<[string, PackDisplayPriceInput, number]>([
    ['2,40 €/kg × 500 g', { unitPriceCents: 240, packWeight: 500, packUnit: 'g' }, 120],
    // 9,90 × 250 / 1000 = 2,475 → 2,48
    ['9,90 €/kg × 250 gr, half up', { unitPriceCents: 990, packWeight: 250, packUnit: 'gr' }, 248],
    [
      '12,00 €/kg × 1,2 kg: kg is not divided',
      { unitPriceCents: 1200, packWeight: 1.2, packUnit: 'kg' },
      1440,
    ],
    // the spec names only grams; ml follow the same multiplier
    ['8,65 €/l × 750 ml', { unitPriceCents: 865, packWeight: 750, packUnit: 'ml' }, 649],
    ['19,90 €/kg × 3 hg', { unitPriceCents: 1990, packWeight: 3, packUnit: 'hg' }, 597],
  ])('%s', (_name, input, expected) => {
    expect(packDisplayPriceCents(input)).toBe(expected);
  });

  it('refuses an empty pack', () => {
    expect(() =>
      packDisplayPriceCents({ unitPriceCents: 240, packWeight: 0, packUnit: 'g' }),
    ).toThrow(InvalidWeightError);
  });
});

describe('formatPricePerUnit', () => {
  it.each([
    [240, 'KG', '2,40 €/kg'],
    [865, 'l', '8,65 €/l'],
  ])('%d, %s → %s', (cents, unit, expected) => {
    expect(formatPricePerUnit(cents, unit).replace(/[\u00a0\u202f]/g, ' ')).toBe(expected);
  });
});

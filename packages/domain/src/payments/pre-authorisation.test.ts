import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from '../price/money';
import { preAuthorisationCents, type PreAuthorisationInput } from './pre-authorisation';

describe('preAuthorisationCents', () => {
  it.each<[string, PreAuthorisationInput, number]>([
    ['only packaged goods: no margin', { packagedCents: 4590, variableWeightCents: 0 }, 4590],
    [
      '10,00 € packaged + 5,00 € loose at 20%',
      { packagedCents: 1000, variableWeightCents: 500 },
      1600,
    ],
    // 3,33 × 1,2 = 3,996 → 4,00
    ['margin rounded half up to the cent', { packagedCents: 0, variableWeightCents: 333 }, 400],
    // 0,05 × 1,2 = 0,06 exactly; 0,07 × 1,2 = 0,084 → 0,08
    ['small loose amount', { packagedCents: 0, variableWeightCents: 7 }, 8],
    // the other reading of the spec
    ['30% margin', { packagedCents: 1000, variableWeightCents: 500, marginPercent: 30 }, 1650],
  ])('%s', (_name, input, expected) => {
    expect(preAuthorisationCents(input)).toBe(expected);
  });

  it('refuses fractional cents and negative margins', () => {
    expect(() => preAuthorisationCents({ packagedCents: 10.5, variableWeightCents: 0 })).toThrow(
      InvalidAmountError,
    );
    expect(() =>
      preAuthorisationCents({ packagedCents: 0, variableWeightCents: 0, marginPercent: -1 }),
    ).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  IncompatibleUnitsError,
  UnknownUnitError,
  conversionFactor,
  isMeasureUnit,
  parseMeasureUnit,
  unitMultiplier,
} from './unit-multipliers';

describe('unitMultiplier', () => {
  it.each([
    ['g', 1000],
    ['gr', 1000],
    ['kg', 1],
    ['hg', 10],
    ['dag', 100],
    ['ml', 1000],
    ['cl', 100],
    ['lt', 1],
    ['l', 1],
    // product data writes units in any case
    ['KG', 1],
    ['Gr', 1000],
    // and sometimes with padding from the import file
    [' hg ', 10],
  ])('%s → %d', (unit, expected) => {
    expect(unitMultiplier(unit)).toBe(expected);
  });

  it.each(['pz', '', 'kilo', 'mg', 'toString', '__proto__'])(
    'throws UnknownUnitError for %j',
    (unit) => {
      // inherited Object properties must not pass for units
      expect(() => unitMultiplier(unit)).toThrow(UnknownUnitError);
      expect(isMeasureUnit(unit)).toBe(false);
    },
  );

  it('carries a stable code and the offending unit', () => {
    try {
      parseMeasureUnit('pz');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ code: 'unit.unknown', unit: 'pz' });
    }
  });
});

describe('conversionFactor', () => {
  it.each([
    ['g', 'kg', 0.001],
    ['kg', 'g', 1000],
    ['hg', 'g', 100],
    ['cl', 'ml', 10],
    ['lt', 'l', 1],
  ])('%s → %s = %d', (from, to, expected) => {
    expect(conversionFactor(from, to)).toBe(expected);
  });

  it('refuses mass to volume', () => {
    expect(() => conversionFactor('g', 'ml')).toThrow(IncompatibleUnitsError);
  });
});

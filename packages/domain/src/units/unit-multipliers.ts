import { DomainError } from '../errors';

/**
 * How many of each unit make one kilogram or one litre (docs/rules/quantities-and-prices.md). Products
 * carry their units as free text (WEIGHT_UNIT_SELLING, WEIGHT_UNIT_BASE), so
 * lookups are case-insensitive and ignore surrounding spaces.
 */
export const UNIT_MULTIPLIERS = {
  g: 1000,
  gr: 1000,
  dag: 100,
  hg: 10,
  kg: 1,
  ml: 1000,
  cl: 100,
  l: 1,
  lt: 1,
} as const;

export type MeasureUnit = keyof typeof UNIT_MULTIPLIERS;
export type MeasureDimension = 'mass' | 'volume';

const UNIT_DIMENSIONS: Readonly<Record<MeasureUnit, MeasureDimension>> = {
  g: 'mass',
  gr: 'mass',
  dag: 'mass',
  hg: 'mass',
  kg: 'mass',
  ml: 'volume',
  cl: 'volume',
  l: 'volume',
  lt: 'volume',
};

export class UnknownUnitError extends DomainError {
  readonly unit: string;

  constructor(unit: string) {
    super('unit.unknown', `Unknown unit of measure: "${unit}"`);
    this.unit = unit;
  }
}

/** Converting grams to litres would need a density we do not have: it is a data error. */
export class IncompatibleUnitsError extends DomainError {
  constructor(fromUnit: string, toUnit: string) {
    super('unit.incompatible', `Cannot convert between ${fromUnit} (mass/volume) and ${toUnit}`);
  }
}

const normaliseUnit = (unit: string): string => unit.trim().toLowerCase();

export const isMeasureUnit = (unit: string): boolean =>
  Object.hasOwn(UNIT_MULTIPLIERS, normaliseUnit(unit));

/** Canonical key of a unit written in any case ('GR' → 'gr'); throws UnknownUnitError. */
export const parseMeasureUnit = (unit: string): MeasureUnit => {
  const key = normaliseUnit(unit);
  if (!Object.hasOwn(UNIT_MULTIPLIERS, key)) throw new UnknownUnitError(unit);
  return key as MeasureUnit;
};

export const unitMultiplier = (unit: string): number => UNIT_MULTIPLIERS[parseMeasureUnit(unit)];

export const unitDimension = (unit: string): MeasureDimension =>
  UNIT_DIMENSIONS[parseMeasureUnit(unit)];

/** Ratio that turns a quantity in `fromUnit` into `toUnit`; throws on unknown or mixed units. */
export const conversionFactor = (fromUnit: string, toUnit: string): number => {
  if (unitDimension(fromUnit) !== unitDimension(toUnit))
    throw new IncompatibleUnitsError(fromUnit, toUnit);
  return unitMultiplier(toUnit) / unitMultiplier(fromUnit);
};

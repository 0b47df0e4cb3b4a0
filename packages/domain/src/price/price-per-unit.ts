import { DomainError } from '../errors';
import { roundHalfUp } from '../rounding';
import { conversionFactor, parseMeasureUnit, unitMultiplier } from '../units/unit-multipliers';
import { formatEuro } from './format-euro';
import { assertCents, type Cents } from './money';

export class InvalidWeightError extends DomainError {
  constructor(weight: number) {
    super('price.invalid_weight', `A price per unit needs a positive finite weight, got ${weight}`);
  }
}

const assertWeight = (weight: number): void => {
  if (!Number.isFinite(weight) || weight <= 0) throw new InvalidWeightError(weight);
};

export interface PricePerUnitInput {
  /** Price of one selling item (the pack). */
  priceCents: Cents;
  /** WEIGHT_SELLING: the pack's content, in sellingUnit. */
  sellingWeight: number;
  /** WEIGHT_UNIT_SELLING, e.g. 'g'. */
  sellingUnit: string;
  /** WEIGHT_UNIT_BASE, the unit the price is quoted per, e.g. 'kg'. */
  baseUnit: string;
}

/**
 * docs/rules/quantities-and-prices.md: price × selling/base multiplier ÷ selling weight, rounded half up
 * to the cent. A 500 g pack at 1,20 € is 240 cents per kg.
 */
export const pricePerUnitCents = ({
  priceCents,
  sellingWeight,
  sellingUnit,
  baseUnit,
}: PricePerUnitInput): Cents => {
  assertCents(priceCents, 'Price');
  assertWeight(sellingWeight);
  return roundHalfUp((priceCents * conversionFactor(baseUnit, sellingUnit)) / sellingWeight, 0);
};

export interface PackDisplayPriceInput {
  /** Price per kilogram or per litre. */
  unitPriceCents: Cents;
  packWeight: number;
  packUnit: string;
}

/**
 * docs/rules/quantities-and-prices.md Confezione: unit price × pack weight, ÷ 1000 when the weight is in
 * grams. We divide by the unit's multiplier, which is that rule for g/gr and
 * kg and extends it to ml, cl, hg and dag, where a literal reading would show
 * a 750 ml bottle at a thousand times its price. Rounded half up to the cent.
 */
export const packDisplayPriceCents = ({
  unitPriceCents,
  packWeight,
  packUnit,
}: PackDisplayPriceInput): Cents => {
  assertCents(unitPriceCents, 'Unit price');
  assertWeight(packWeight);
  return roundHalfUp((unitPriceCents * packWeight) / unitMultiplier(packUnit), 0);
};

/** 240, 'KG' → "2,40 €/kg". */
export const formatPricePerUnit = (cents: Cents, unit: string): string =>
  `${formatEuro(cents)}/${parseMeasureUnit(unit)}`;

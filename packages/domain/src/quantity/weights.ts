import { roundHalfUp } from '../rounding';
import { packDisplayPriceCents } from '../price/price-per-unit';
import type { Cents } from '../price/money';
import { convert, roundQuantity } from '../units/convert';
import { sfusoBaseToSelling, sfusoSellingToBase } from '../units/sfuso';
import type { QuantityRules } from './rules';

type WeighedRules = Pick<QuantityRules, 'kind' | 'weightUnits' | 'pack'>;

/** docs/rules/quantities-and-prices.md: a weighed quantity in the selling unit (1,5 hg) expressed in the base unit (0,15 kg). */
export const toBaseQuantity = (rules: WeighedRules, quantity: number): number =>
  rules.weightUnits ? sfusoSellingToBase(quantity, rules.weightUnits) : quantity;

/** docs/rules/quantities-and-prices.md: a weight in the base unit (0,15 kg) expressed in the selling unit (1,5 hg). */
export const fromBaseQuantity = (rules: WeighedRules, weight: number): number =>
  rules.weightUnits ? sfusoBaseToSelling(weight, rules.weightUnits) : weight;

/**
 * The weight of a cart line in the base unit (kg): the weighed quantity, or
 * for Confezione the nominal weight of the packs; null for pieces.
 */
export function lineWeight(rules: WeighedRules, quantity: number): number | null {
  if (rules.kind === 'weight') return toBaseQuantity(rules, quantity);
  if (!rules.pack) return null;
  const baseUnit = rules.weightUnits?.baseUnit ?? 'kg';
  return roundQuantity(quantity * convert(rules.pack.amount, rules.pack.unit, baseUnit));
}

/**
 * A weight at a price per kg, rounded once, half up to the cent: the estimate
 * of a cart line and the final amount of a weighed order line alike. The
 * product is taken in milligrams, a whole number, so 0,7 kg at 2,45 €/kg is
 * 171,5 cents (and 172), not the 171,49999… of the floating product.
 */
export function weighedCents(pricePerKgCents: Cents, kg: number): Cents {
  const milligrams = Math.round(kg * 1_000_000);
  return roundHalfUp((pricePerKgCents * milligrams) / 1_000_000, 0);
}

/**
 * What a line costs, in cents. `priceCents` is the product's price as the
 * catalogue gives it: per piece for Pezzo, per base unit (kg) for the rest.
 * A Confezione pack costs its nominal weight at that price (docs/rules/quantities-and-prices.md); weighed
 * goods cost their weight in the base unit, rounded half up to the cent.
 */
export function lineTotalCents(rules: WeighedRules, priceCents: Cents, quantity: number): Cents {
  if (rules.kind === 'weight') return weighedCents(priceCents, toBaseQuantity(rules, quantity));
  if (rules.pack) {
    const packCents = packDisplayPriceCents({
      unitPriceCents: priceCents,
      packWeight: rules.pack.amount,
      packUnit: rules.pack.unit,
    });
    return packCents * quantity;
  }
  return priceCents * quantity;
}

import { roundQuantity } from '../units/convert';
import { floorToGrid } from './grid';
import { type QuantityRefusalCode } from './messages';
import { missingOptions, type ChosenOptions } from './options';
import { maxPurchasable, type QuantityRules } from './rules';
import { QUANTITY_MESSAGES } from '../texts/quantities';

/**
 * What a quantity control does next: show a quantity (capped when a maximum
 * stopped it), ask to confirm removing the line (docs/rules/quantities-and-prices.md: zero removes after
 * confirmation), ask for the product's options first, or refuse with a code.
 */
export type QuantityStep =
  | { kind: 'quantity'; quantity: number; capped: boolean }
  | { kind: 'remove' }
  | { kind: 'needsOptions'; missing: string[] }
  | { kind: 'refused'; code: QuantityRefusalCode; message: string };

export const unavailable = (): QuantityStep => ({
  kind: 'refused',
  code: 'msg.cart.availability.errors',
  message: QUANTITY_MESSAGES.notAvailable,
});

export const belowMinimum = (): QuantityStep => ({
  kind: 'refused',
  code: 'errors.minAcq',
  message: QUANTITY_MESSAGES.minAcq,
});

/** From nothing, the first add (after the options); else one step up, capped at the maximum. */
export function nextQuantity(
  rules: QuantityRules,
  current: number,
  chosen: ChosenOptions = {},
): QuantityStep {
  const limit = maxPurchasable(rules);
  if (current <= 0) {
    const missing = missingOptions(rules, chosen);
    if (missing.length > 0) return { kind: 'needsOptions', missing };
  }
  if (limit < rules.first) return unavailable();
  if (current < rules.first) return { kind: 'quantity', quantity: rules.first, capped: false };
  const next = roundQuantity(floorToGrid(rules, current) + rules.step);
  return next > limit
    ? { kind: 'quantity', quantity: limit, capped: true }
    : { kind: 'quantity', quantity: next, capped: false };
}

/**
 * One step down. Below the first add of a weighed product, or at zero pieces,
 * the line is to be removed; between that and the minimum (minAcq) the step
 * is refused with errors.minAcq (docs/rules/quantities-and-prices.md).
 */
export function previousQuantity(rules: QuantityRules, current: number): QuantityStep {
  if (current <= 0) return { kind: 'quantity', quantity: 0, capped: false };
  const target = roundQuantity(Math.min(current, maxPurchasable(rules) + rules.step) - rules.step);
  if (target < rules.removeBelow) return { kind: 'remove' };
  if (target < rules.first) return belowMinimum();
  return { kind: 'quantity', quantity: floorToGrid(rules, target), capped: false };
}

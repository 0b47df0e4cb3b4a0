import { ceilToGrid, nearestOnGrid } from './grid';
import { missingOptions, type ChosenOptions } from './options';
import { maxPurchasable, type QuantityRules } from './rules';
import { belowMinimum, unavailable, type QuantityStep } from './steps';
import { QUANTITY_MESSAGES } from '../texts/quantities';

/** Longest typed quantity read: a shopper types a few digits, not a number to overflow on. */
const MAX_TYPED_LENGTH = 9;

const invalid = (): QuantityStep => ({
  kind: 'refused',
  code: 'cart.invalid_quantity',
  message: QUANTITY_MESSAGES.invalidQuantity,
});

/** A typed quantity: digits with an optional decimal comma or point; null when it is not one. */
function readTyped(input: string | number): number | null {
  const text = String(input).trim().replace(',', '.');
  if (text.length === 0 || text.length > MAX_TYPED_LENGTH || !/^\d+(\.\d+)?$/.test(text))
    return null;
  return Number(text);
}

/**
 * A quantity typed into the field (Pezzo and Confezione only, docs/rules/quantities-and-prices.md). It is
 * snapped onto the product's multiples (QTY_LOCKED: to the nearest, at least
 * one; otherwise up, so the shopper never gets less than asked) and capped at
 * the maximum. Zero asks to remove; below the minimum is refused (errors.minAcq).
 */
export function typedQuantity(
  rules: QuantityRules,
  input: string | number,
  current = 0,
  chosen: ChosenOptions = {},
): QuantityStep {
  if (!rules.manualInput)
    return {
      kind: 'refused',
      code: 'cart.manual_quantity_not_allowed',
      message: QUANTITY_MESSAGES.manualNotAllowed,
    };
  const value = readTyped(input);
  if (value === null) return invalid();
  if (value === 0) return { kind: 'remove' };
  if (current <= 0) {
    const missing = missingOptions(rules, chosen);
    if (missing.length > 0) return { kind: 'needsOptions', missing };
  }
  const multiples = { first: rules.step, step: rules.step };
  const snapped = rules.locked ? nearestOnGrid(multiples, value) : ceilToGrid(multiples, value);
  if (snapped < rules.first) return belowMinimum();
  const limit = maxPurchasable(rules);
  if (limit < rules.first) return unavailable();
  return snapped > limit
    ? { kind: 'quantity', quantity: limit, capped: true }
    : { kind: 'quantity', quantity: snapped, capped: false };
}

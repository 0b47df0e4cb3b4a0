import { nearestOnGrid, isOnGrid } from '../quantity/grid';
import { refusal, type QuantityRefusal } from '../quantity/messages';
import { quantityRulesOf, type QuantifiedProduct, type QuantityRules } from '../quantity/rules';
import { roundQuantity } from '../units/convert';
import { QUANTITY_MESSAGES } from '../texts/quantities';

/**
 * docs/rules/lists.md Quantities: a list holds a product in its selling unit
 * by the cart's grid (pieces and packs by QTY_MULT, weighed goods from
 * WEIGHT_SELLING by STEP_SELLING, 3 decimals). Stock, MAXACQ and the purchase
 * maximum are not the list's: a list is a wish, checked when it goes into the cart.
 */
export function listQuantityRefusal(
  rules: QuantityRules,
  quantity: number,
): QuantityRefusal | null {
  if (!Number.isFinite(quantity) || quantity <= 0 || roundQuantity(quantity) !== quantity)
    return refusal('cart.invalid_quantity', QUANTITY_MESSAGES.invalidQuantity);
  if (quantity < rules.first) return refusal('errors.minAcq', QUANTITY_MESSAGES.minAcq);
  if (!isOnGrid(rules, quantity))
    return refusal('cart.invalid_quantity', QUANTITY_MESSAGES.invalidQuantity);
  return null;
}

/**
 * A product added to a list that already holds it: the two quantities
 * together, on the product's grid (two firsts of a weighed product whose
 * WEIGHT_SELLING is off its step are not a grid value; the nearest one is).
 */
export const combinedListQuantity = (rules: QuantityRules, held: number, added: number): number =>
  nearestOnGrid(rules, roundQuantity(held + added));

/** Far beyond any real list, within the quantities the API takes. */
const LIST_QUANTITY_CEILING = 9999;

/**
 * The steps a list's −/+ take (the list's page, the lists selector): the
 * product's grid, with no stock or purchase maximum, as listQuantityRefusal.
 */
export const listQuantityRules = (product: QuantifiedProduct): QuantityRules => ({
  ...quantityRulesOf(product),
  maxPerProduct: LIST_QUANTITY_CEILING,
  dailyMax: null,
  available: LIST_QUANTITY_CEILING,
});

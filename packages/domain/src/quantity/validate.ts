import { roundQuantity } from '../units/convert';
import { isOnGrid } from './grid';
import { formatQuantity } from './format';
import { refusal, type QuantityRefusal } from './messages';
import type { QuantityRules } from './rules';
import { QUANTITY_MESSAGES } from '../texts/quantities';

export interface CartQuantityContext {
  /** What the shopper's orders of today already hold of the product (docs/rules/quantities-and-prices.md daily maximum). */
  orderedToday?: number;
}

export type CartQuantityCheck = { ok: true } | ({ ok: false } & QuantityRefusal);

const refuse = (r: QuantityRefusal): CartQuantityCheck => ({ ok: false, ...r });

/**
 * The server's check of a quantity for a cart line, in the selling unit: a
 * finite positive number of at most 3 decimals, on the product's grid, at
 * least the minimum, within the daily maximum (MAXACQ, today's orders
 * included), the per-product maximum and the stock.
 */
export function validateCartQuantity(
  rules: QuantityRules,
  quantity: number,
  { orderedToday = 0 }: CartQuantityContext = {},
): CartQuantityCheck {
  if (!Number.isFinite(quantity) || quantity <= 0 || roundQuantity(quantity) !== quantity)
    return refuse(refusal('cart.invalid_quantity', QUANTITY_MESSAGES.invalidQuantity));
  if (quantity < rules.first) return refuse(refusal('errors.minAcq', QUANTITY_MESSAGES.minAcq));
  if (!isOnGrid(rules, quantity))
    return refuse(refusal('cart.invalid_quantity', QUANTITY_MESSAGES.invalidQuantity));
  if (rules.dailyMax !== null && roundQuantity(orderedToday + quantity) > rules.dailyMax)
    return refuse(refusal('cart.daily_max_exceeded', QUANTITY_MESSAGES.dailyMax));
  if (quantity > rules.maxPerProduct && rules.maxPerProduct >= rules.first)
    return refuse(
      refusal(
        'cart.max_quantity_exceeded',
        QUANTITY_MESSAGES.maxQuantity(formatQuantity(rules, rules.maxPerProduct)),
      ),
    );
  // A maximum below the first add (maxAcq 0 and nothing in stock) means it cannot be bought now.
  if (quantity > rules.available || quantity > rules.maxPerProduct)
    return refuse(refusal('msg.cart.availability.errors', QUANTITY_MESSAGES.notAvailable));
  return { ok: true };
}

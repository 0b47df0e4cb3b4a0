/**
 * Stable codes of the quantity refusals (the web maps them to its texts); the
 * Italian messages the server answers with are in texts/quantities.ts.
 */
export const QUANTITY_REFUSAL_CODES = [
  'errors.minAcq',
  'cart.daily_max_exceeded',
  'cart.max_quantity_exceeded',
  'msg.cart.availability.errors',
  'cart.invalid_quantity',
  'cart.manual_quantity_not_allowed',
  'cart.options_required',
  'cart.invalid_option',
  'cart.class_max_exceeded',
] as const;
export type QuantityRefusalCode = (typeof QUANTITY_REFUSAL_CODES)[number];

export interface QuantityRefusal {
  code: QuantityRefusalCode;
  message: string;
}

export const refusal = (code: QuantityRefusalCode, message: string): QuantityRefusal => ({
  code,
  message,
});

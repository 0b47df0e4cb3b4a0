import { isKeyOf } from '../lookup';

/**
 * Payment types of an order (docs/rules/checkout-and-payment.md Payment types). 12 and 113 are both "online",
 * 18 and 19 both meal vouchers; the spec does not say what distinguishes
 * them, so both ids of a pair behave the same here.
 */
export const ORDER_PAYMENT_TYPE = {
  ON_DELIVERY: 2,
  DEFERRED: 11,
  ONLINE: 12,
  PAYPAL: 13,
  MEAL_VOUCHER: 18,
  MEAL_VOUCHER_ALT: 19,
  SUMMARY_INVOICE: 101,
  ONLINE_ALT: 113,
} as const;

export type OrderPaymentTypeId = (typeof ORDER_PAYMENT_TYPE)[keyof typeof ORDER_PAYMENT_TYPE];

/** The names the checkout offers them by (payments/payment-offer.ts): an order says how it was paid in the same words. */
export const ORDER_PAYMENT_TYPE_LABELS: Readonly<Record<OrderPaymentTypeId, string>> = {
  2: 'Pagamento alla consegna',
  11: 'Pagamento differito',
  12: 'Carta di credito',
  13: 'PayPal',
  18: 'Buoni pasto',
  19: 'Buoni pasto',
  101: 'Fattura riepilogativa',
  113: 'Carta di credito',
};

export const isOrderPaymentTypeId = (id: number): id is OrderPaymentTypeId =>
  isKeyOf(ORDER_PAYMENT_TYPE_LABELS, id);

export const orderPaymentTypeLabel = (id: number): string | undefined =>
  isOrderPaymentTypeId(id) ? ORDER_PAYMENT_TYPE_LABELS[id] : undefined;

/** Online card payment: pre-authorised at checkout, charged on delivery, not changeable afterwards (docs/rules/checkout-and-payment.md). */
export const isOnlineOrderPayment = (paymentTypeId: number): boolean =>
  paymentTypeId === ORDER_PAYMENT_TYPE.ONLINE || paymentTypeId === ORDER_PAYMENT_TYPE.ONLINE_ALT;

export const isMealVoucherPayment = (paymentTypeId: number): boolean =>
  paymentTypeId === ORDER_PAYMENT_TYPE.MEAL_VOUCHER ||
  paymentTypeId === ORDER_PAYMENT_TYPE.MEAL_VOUCHER_ALT;

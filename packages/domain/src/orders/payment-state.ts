import type { PaymentState } from '../api/checkout';
import { TRANSACTION_STATUS } from '../payments/transaction-status';
import { ORDER_STATUS, isOrderWaitingPayment } from './order-status';
import { paymentOffer } from '../payments/payment-offer';

export interface PaymentStateInput {
  orderStatusId: number;
  paymentTypeId: number;
  /** The status of the order's latest payment transaction; null when none was made. */
  latestTransactionStatusId: number | null;
}

/**
 * How an order's payment stands for the shopper (the result pages, docs/rules/checkout-and-payment.md
 * Checkout: success, pending, failure with retry).
 */
export function paymentStateOf({
  orderStatusId,
  paymentTypeId,
  latestTransactionStatusId: latest,
}: PaymentStateInput): PaymentState {
  if (orderStatusId === ORDER_STATUS.CANCELLED || orderStatusId === ORDER_STATUS.INVALIDATED)
    return 'cancelled';
  if (!paymentOffer(paymentTypeId)?.needsRedirect) return 'offline';
  if (latest === TRANSACTION_STATUS.CONFIRMED) return 'paid';
  if (latest === TRANSACTION_STATUS.AUTHORIZED) return 'authorized';
  if (!isOrderWaitingPayment(orderStatusId)) return 'authorized';
  if (latest === TRANSACTION_STATUS.IN_PROGRESS) return 'pending';
  // No attempt at all (the process stopped between the order and its page):
  // nothing is under way at the gateway, so the shopper is offered to pay again.
  return 'failed';
}

/**
 * 'Cambia metodo di pagamento' (order/modify-payment-type): only while the
 * online payment is still to be made. docs/rules/checkout-and-payment.md: a card payment already
 * authorised cannot be modified afterwards; payment on delivery has nothing
 * to change.
 */
export const canChangePaymentType = (state: PaymentState): boolean =>
  state === 'pending' || state === 'failed';

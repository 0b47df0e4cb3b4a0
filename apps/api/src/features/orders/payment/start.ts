import { randomUUID } from 'node:crypto';
import {
  ORDER_PAYMENT_TYPE,
  TRANSACTION_PAYMENT_TYPE,
  TRANSACTION_STATUS,
  isOrderWaitingPayment,
  paymentOffer,
} from '@spesa/domain';
import type { GatewayPayment } from '../../../adapters/payments/port';
import type { OrdersDeps } from '../deps';
import { lockOrder, type OrderRow } from '../repo/orders';
import {
  closeOpenAttempts,
  findPaymentAuth,
  insertTransaction,
  updateTransaction,
} from '../repo/transactions';
import { settleGatewayPayment } from './apply';

export interface PaymentRequest {
  /** The shopper's e-mail, for the gateway's receipt. */
  email: string;
  /** The brand's origin: where the gateway sends the browser back and posts its notifications. */
  origin: string;
  userPaymentAuthId?: number;
  saveCard?: boolean;
}

/** Where the browser goes from the shop after a payment was started. */
export const paymentReturnPath = (orderId: number, orderTransactionId: number) =>
  `/ebsn/api/payment/return?order_id=${orderId}&transaction_id=${orderTransactionId}`;

/**
 * Starts the online payment of an order that waits for it: a transaction of
 * the pre-authorised amount, which closes the order's attempts still open (a
 * page belongs to one attempt), and a payment at the gateway with the
 * transaction's idempotency key. Answers where the shopper's browser goes
 * (the gateway's page), or null when nothing is to be paid online (any
 * more: paid or switched meanwhile) or the gateway answered at once (a kept
 * card). A gateway that cannot be reached
 * leaves the transaction in error and the order waiting: the result page
 * offers to try again.
 */
export async function startPayment(
  deps: OrdersDeps,
  order: OrderRow,
  request: PaymentRequest,
): Promise<string | null> {
  const offer = paymentOffer(order.paymentTypeId);
  if (!offer?.needsRedirect) return null;
  const paypal = order.paymentTypeId === ORDER_PAYMENT_TYPE.PAYPAL;
  const auth =
    request.userPaymentAuthId === undefined
      ? undefined
      : await findPaymentAuth(deps.db, order.userId, request.userPaymentAuthId);
  const transaction = await deps.db.transaction(async (tx) => {
    // Under the order's lock: an attempt is started only for an order still
    // waiting with this payment type, and the one it replaces is closed.
    const locked = await lockOrder(tx, order.orderId);
    if (
      !locked ||
      !isOrderWaitingPayment(locked.orderStatusId) ||
      locked.paymentTypeId !== order.paymentTypeId
    )
      return undefined;
    await closeOpenAttempts(tx, order.orderId);
    return insertTransaction(tx, {
      orderId: order.orderId,
      paymentTypeId: paypal ? TRANSACTION_PAYMENT_TYPE.PAYPAL : TRANSACTION_PAYMENT_TYPE.CARD,
      transactionStatusId: TRANSACTION_STATUS.IN_PROGRESS,
      provider: deps.gateway.name,
      idempotencyKey: randomUUID(),
      amountCents: locked.prebilledCents,
      userPaymentAuthId: auth?.userPaymentAuthId ?? null,
    });
  });
  if (!transaction) return null;
  let payment: GatewayPayment;
  try {
    payment = await deps.gateway.createPayment({
      idempotencyKey: transaction.idempotencyKey,
      reference: `Ordine ${order.orderId}`,
      description: `Spesa online, ordine n. ${order.orderId}`,
      amountCents: transaction.amountCents,
      method: paypal ? 'paypal' : 'card',
      customerEmail: request.email,
      returnUrl: `${request.origin}${paymentReturnPath(order.orderId, transaction.orderTransactionId)}`,
      notifyUrl: `${request.origin}/ebsn/api/payment/notify/${deps.gateway.name}`,
      ...(auth ? { savedCardToken: auth.providerToken } : {}),
      ...(request.saveCard && !paypal ? { saveCard: true } : {}),
    });
  } catch (err) {
    deps.log.error({ err, orderId: order.orderId }, 'payment gateway unreachable');
    await updateTransaction(deps.db, transaction.orderTransactionId, {
      transactionStatusId: TRANSACTION_STATUS.ERROR,
      failureCode: 'processing_error',
    });
    return null;
  }
  await updateTransaction(deps.db, transaction.orderTransactionId, {
    providerRef: payment.providerRef,
    redirectUrl: payment.redirectUrl,
  });
  await settleGatewayPayment(deps, payment);
  return payment.status === 'requires_action' ? payment.redirectUrl : null;
}

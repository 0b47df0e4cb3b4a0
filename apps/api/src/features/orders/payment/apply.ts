import {
  ORDER_STATUS,
  TRANSACTION_STATUS,
  isOrderWaitingPayment,
  type TransactionStatusId,
} from '@spesa/domain';
import type { GatewayPayment, GatewayPaymentStatus } from '../../../adapters/payments/port';
import type { OrdersDeps } from '../deps';
import { lockOrder, setOrderStatus, type OrderRow } from '../repo/orders';
import {
  authorisedPaymentRefs,
  lockTransactionByRef,
  savePaymentAuth,
  updateTransaction,
} from '../repo/transactions';
import { queueOrderMail } from '../mail';

const TRANSACTION_STATUS_OF: Readonly<Record<GatewayPaymentStatus, TransactionStatusId>> = {
  requires_action: TRANSACTION_STATUS.IN_PROGRESS,
  pending: TRANSACTION_STATUS.IN_PROGRESS,
  authorized: TRANSACTION_STATUS.AUTHORIZED,
  captured: TRANSACTION_STATUS.CONFIRMED,
  refunded: TRANSACTION_STATUS.REVERSED,
  voided: TRANSACTION_STATUS.CANCELLED,
  declined: TRANSACTION_STATUS.ERROR,
};

const OPEN_OR_REFUSED: ReadonlySet<GatewayPaymentStatus> = new Set([
  'requires_action',
  'pending',
  'declined',
]);

export type PaymentOutcome =
  | {
      kind: 'applied';
      order: OrderRow;
      transactionStatusId: TransactionStatusId;
      /** The order holds another authorisation this one replaces (an edited order). */
      supersedes: boolean;
    }
  /** The payment is not one of ours, or asks for another amount: nothing changed. */
  | { kind: 'refused'; reason: 'unknown_payment' | 'amount_mismatch' }
  /** The money arrived for an order cancelled meanwhile: the reservation must be released. */
  | { kind: 'void_needed'; order: OrderRow };

/**
 * Brings a transaction and its order to what the gateway says of the payment
 * (a verified notification, or the gateway's answer when asked). Applying the
 * same state twice changes nothing; an authorisation moves a waiting order to
 * "ordered" and queues its confirmation mail, in the same transaction.
 */
export async function applyGatewayPayment(
  deps: OrdersDeps,
  provider: string,
  payment: GatewayPayment,
): Promise<PaymentOutcome> {
  return deps.db.transaction(async (tx) => {
    const transaction = await lockTransactionByRef(tx, provider, payment.providerRef);
    if (!transaction) return { kind: 'refused', reason: 'unknown_payment' } as const;
    if (payment.amountCents !== transaction.amountCents)
      return { kind: 'refused', reason: 'amount_mismatch' } as const;
    const order = await lockOrder(tx, transaction.orderId);
    if (!order) return { kind: 'refused', reason: 'unknown_payment' } as const;
    const transactionStatusId = TRANSACTION_STATUS_OF[payment.status];
    await updateTransaction(tx, transaction.orderTransactionId, {
      transactionStatusId,
      // Reserved once the gateway authorised it, and kept on the record after capture, void or refund.
      authorizedCents: OPEN_OR_REFUSED.has(payment.status) ? 0 : payment.amountCents,
      capturedCents: payment.capturedCents,
      refundedCents: payment.refundedCents,
      cardBrand: payment.card?.brand ?? transaction.cardBrand,
      cardLast4: payment.card?.last4 ?? transaction.cardLast4,
      failureCode: payment.declineCode,
      redirectUrl: payment.redirectUrl ?? transaction.redirectUrl,
    });
    const secured = payment.status === 'authorized' || payment.status === 'captured';
    if (secured && order.orderStatusId === ORDER_STATUS.CANCELLED)
      return { kind: 'void_needed', order } as const;
    const supersedes =
      secured &&
      (await authorisedPaymentRefs(tx, order.orderId)).some((ref) => ref !== payment.providerRef);
    if (secured && isOrderWaitingPayment(order.orderStatusId)) {
      await setOrderStatus(tx, order.orderId, ORDER_STATUS.ORDERED, { payBy: null });
      if (payment.card?.token)
        await savePaymentAuth(tx, {
          userId: order.userId,
          paymentTypeId: order.paymentTypeId,
          provider,
          providerToken: payment.card.token,
          cardBrand: payment.card.brand,
          cardLast4: payment.card.last4,
          expMonth: payment.card.expMonth,
          expYear: payment.card.expYear,
        });
      await queueOrderMail(tx, deps, order.orderId, 'order.confirmed');
    }
    return {
      kind: 'applied',
      order: { ...order, orderStatusId: secured ? ORDER_STATUS.ORDERED : order.orderStatusId },
      transactionStatusId,
      supersedes,
    } as const;
  });
}

/** Applies the payment and releases money that reached an order cancelled meanwhile. */
export async function settleGatewayPayment(
  deps: OrdersDeps,
  payment: GatewayPayment,
): Promise<PaymentOutcome> {
  const outcome = await applyGatewayPayment(deps, deps.gateway.name, payment);
  if (outcome.kind === 'refused')
    deps.log.warn(
      { providerRef: payment.providerRef, reason: outcome.reason },
      'payment state refused',
    );
  if (outcome.kind === 'void_needed') {
    const voided = await deps.gateway.voidPayment(
      payment.providerRef,
      `void-cancelled-${payment.providerRef}`,
    );
    await applyGatewayPayment(deps, deps.gateway.name, voided);
  }
  // An edited order's new reservation holds: the old one is released.
  if (outcome.kind === 'applied' && outcome.supersedes)
    await voidAuthorisations(deps, outcome.order.orderId, payment.providerRef);
  return outcome;
}

/**
 * Releases at the gateway every authorisation of the order still reserving
 * money, except the named payment's: an edited order's old reservation once
 * the new one holds (or at once when the new payment is not by card), and
 * every one of a cancelled order. Outside any database transaction: a gateway
 * that cannot be reached is logged, and the reservation lapses there uncaptured.
 */
export async function voidAuthorisations(
  deps: OrdersDeps,
  orderId: number,
  exceptProviderRef: string | null = null,
): Promise<void> {
  const refs = await authorisedPaymentRefs(deps.db, orderId);
  for (const providerRef of refs.filter((ref) => ref !== exceptProviderRef)) {
    try {
      const voided = await deps.gateway.voidPayment(providerRef, `void-${providerRef}`);
      await applyGatewayPayment(deps, deps.gateway.name, voided);
    } catch (err) {
      deps.log.error({ err, orderId, providerRef }, 'authorisation not voided');
    }
  }
}

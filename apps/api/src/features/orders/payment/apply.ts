import {
  ORDER_STATUS,
  TRANSACTION_STATUS,
  canTransactionMove,
  isOrderWaitingPayment,
  isTransactionClosed,
  type TransactionStatusId,
} from '@spesa/domain';
import type { GatewayPayment, GatewayPaymentStatus } from '../../../adapters/payments/port';
import type { OrdersDeps } from '../deps';
import { lockOrder, markDueDocumentPaid, setOrderStatus, type OrderRow } from '../repo/orders';
import {
  authorisedPaymentRefs,
  findTransactionByRef,
  lockTransaction,
  savePaymentAuth,
  updateTransaction,
} from '../repo/transactions';
import { queueOrderMail } from '../mail';
import { queueOrderPush } from '../../push';

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
      /** The due-date document the payment is of, or null for the order's own payment. */
      dueDocumentId: number | null;
    }
  /** The payment is not one of ours, or asks for another amount: nothing changed. */
  | { kind: 'refused'; reason: 'unknown_payment' | 'amount_mismatch' }
  /** A state the transaction has moved past (a late notification): nothing changed. */
  | { kind: 'stale'; from: number; to: TransactionStatusId }
  /**
   * The money arrived for an order cancelled meanwhile, or for an attempt
   * already closed (replaced, declined): the reservation must be released.
   */
  | { kind: 'void_needed'; order: OrderRow };

/**
 * Brings a transaction and its order to what the gateway says of the payment
 * (a verified notification, or the gateway's answer when asked). Applying the
 * same state twice changes nothing; a state the transaction has moved past is
 * ignored (transitions only go forward); an authorisation moves a waiting
 * order to "ordered" and queues its confirmation mail, in the same
 * transaction, unless its attempt was closed: then it is to be released.
 */
export async function applyGatewayPayment(
  deps: OrdersDeps,
  provider: string,
  payment: GatewayPayment,
): Promise<PaymentOutcome> {
  return deps.db.transaction(async (tx) => {
    const found = await findTransactionByRef(tx, provider, payment.providerRef);
    if (!found) return { kind: 'refused', reason: 'unknown_payment' } as const;
    if (payment.amountCents !== found.amountCents)
      return { kind: 'refused', reason: 'amount_mismatch' } as const;
    // The order before its transaction, as closeOpenAttempts' callers lock them.
    const order = await lockOrder(tx, found.orderId);
    const transaction = await lockTransaction(tx, found.orderTransactionId);
    if (!order || !transaction) return { kind: 'refused', reason: 'unknown_payment' } as const;
    const secured = payment.status === 'authorized' || payment.status === 'captured';
    const transactionStatusId = TRANSACTION_STATUS_OF[payment.status];
    const from = transaction.transactionStatusId;
    if (!canTransactionMove(from, transactionStatusId)) {
      // Never recorded as reserved: nobody else will release this money.
      if (secured && isTransactionClosed(from) && transaction.authorizedCents === 0)
        return { kind: 'void_needed', order } as const;
      return { kind: 'stale', from, to: transactionStatusId } as const;
    }
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
    if (transaction.dueDocumentId !== null) {
      // A document's payment: its first hold of the money pays the document, once; the
      // order's own rules (its status, a kept card, an edited order's authorisations) are
      // not its. Money a second payment brings for a document already paid goes back.
      if (
        secured &&
        from === TRANSACTION_STATUS.IN_PROGRESS &&
        !(await markDueDocumentPaid(tx, transaction.dueDocumentId))
      )
        return { kind: 'void_needed', order } as const;
      return {
        kind: 'applied',
        order,
        transactionStatusId,
        supersedes: false,
        dueDocumentId: transaction.dueDocumentId,
      } as const;
    }
    // The payment was refused: the order stays suspended until it is paid (docs/rules/checkout-and-payment.md
    // Payment failure), and the shopper's devices hear of it once, when the attempt is declined.
    if (
      payment.status === 'declined' &&
      from !== TRANSACTION_STATUS.ERROR &&
      isOrderWaitingPayment(order.orderStatusId)
    )
      await queueOrderPush(tx, order, { kind: 'order.payment-suspended' });
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
      dueDocumentId: null,
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
  if (outcome.kind === 'stale')
    deps.log.info(
      { providerRef: payment.providerRef, from: outcome.from, to: outcome.to },
      'payment state out of order ignored',
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
  if (
    outcome.kind === 'applied' &&
    outcome.dueDocumentId !== null &&
    outcome.transactionStatusId === TRANSACTION_STATUS.AUTHORIZED
  )
    await captureDueDocumentPayment(deps, outcome.order.orderId, payment);
  return outcome;
}

/**
 * A document's money is charged at once: unlike an order's reservation, no
 * delivery comes to capture it. The key makes a capture asked twice (two
 * returns, a notification) one charge; a gateway that cannot be reached is
 * logged, and the next return or notification of the payment asks again.
 */
async function captureDueDocumentPayment(
  deps: OrdersDeps,
  orderId: number,
  payment: GatewayPayment,
): Promise<void> {
  try {
    const { payment: captured } = await deps.gateway.capturePayment(
      payment.providerRef,
      payment.amountCents,
      `capture-${payment.providerRef}`,
    );
    await applyGatewayPayment(deps, deps.gateway.name, captured);
  } catch (err) {
    deps.log.error(
      { err, orderId, providerRef: payment.providerRef },
      'due document payment not captured',
    );
  }
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

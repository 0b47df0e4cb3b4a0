import { randomUUID } from 'node:crypto';
import {
  ORDER_PAYMENT_TYPE,
  TRANSACTION_PAYMENT_TYPE,
  TRANSACTION_STATUS,
  dueDocumentOutstandingCents,
  isOrderWaitingPayment,
  paymentOffer,
} from '@spesa/domain';
import type { CreatePaymentInput, GatewayPayment } from '../../../adapters/payments/port';
import type { OrdersDeps } from '../deps';
import {
  lockOrder,
  lockOwnDueDocument,
  lockOwnOrder,
  type OrderRow,
  type OrderTransactionRow,
} from '../repo/orders';
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
  /** The brand's name: the merchant the shopper reads on the gateway's page. */
  merchantName: string;
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
  const payment = await openAtGateway(deps, order.orderId, transaction, request, {
    reference: `Ordine ${order.orderId}`,
    description: `Spesa online, ordine n. ${order.orderId}`,
    method: paypal ? 'paypal' : 'card',
    ...(auth ? { savedCardToken: auth.providerToken } : {}),
    ...(request.saveCard && !paypal ? { saveCard: true } : {}),
  });
  return payment?.status === 'requires_action' ? payment.redirectUrl : null;
}

type GatewayCall = Pick<
  CreatePaymentInput,
  'reference' | 'description' | 'method' | 'savedCardToken' | 'saveCard'
>;

/**
 * Creates the transaction's payment at the gateway, with its idempotency
 * key, and settles what the gateway answered. Null when the gateway cannot be
 * reached: the transaction is left in error.
 */
async function openAtGateway(
  deps: OrdersDeps,
  orderId: number,
  transaction: OrderTransactionRow,
  request: PaymentRequest,
  call: GatewayCall,
): Promise<GatewayPayment | null> {
  let payment: GatewayPayment;
  try {
    payment = await deps.gateway.createPayment({
      ...call,
      idempotencyKey: transaction.idempotencyKey,
      amountCents: transaction.amountCents,
      merchantName: request.merchantName,
      customerEmail: request.email,
      returnUrl: `${request.origin}${paymentReturnPath(orderId, transaction.orderTransactionId)}`,
      notifyUrl: `${request.origin}/ebsn/api/payment/notify/${deps.gateway.name}`,
    });
  } catch (err) {
    deps.log.error({ err, orderId }, 'payment gateway unreachable');
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
  return payment;
}

export type DueDocumentPaymentStart =
  | { kind: 'redirect'; url: string }
  /** The gateway answered at once and the money is held: the document is paid. */
  | { kind: 'completed' }
  | { kind: 'not_found' }
  | { kind: 'paid' }
  /** The gateway could not be reached, or refused at once. */
  | { kind: 'failed' };

/**
 * Starts the online payment of one due-date document of the shopper's
 * deferred order (docs/rules/checkout-and-payment.md Paying a due-date document): a card
 * transaction of what the document still owes, tied to it, which closes the
 * document's attempts still open, then the same gateway page, return and
 * settling as an order's payment. Under the order's lock, as every writer of
 * its transactions: a document paid meanwhile is not paid again.
 */
export async function startDueDocumentPayment(
  deps: OrdersDeps,
  userId: number,
  orderId: number,
  dueDocumentId: number,
  request: PaymentRequest,
): Promise<DueDocumentPaymentStart> {
  const opened = await deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    // Only a deferred order shows its documents: another's are not the shopper's to pay.
    const document =
      order?.paymentTypeId === ORDER_PAYMENT_TYPE.DEFERRED
        ? await lockOwnDueDocument(tx, userId, orderId, dueDocumentId)
        : undefined;
    if (!document) return { kind: 'not_found' } as const;
    const owed = dueDocumentOutstandingCents(document);
    if (owed === 0) return { kind: 'paid' } as const;
    await closeOpenAttempts(tx, orderId, dueDocumentId);
    const transaction = await insertTransaction(tx, {
      orderId,
      dueDocumentId,
      paymentTypeId: TRANSACTION_PAYMENT_TYPE.CARD,
      transactionStatusId: TRANSACTION_STATUS.IN_PROGRESS,
      provider: deps.gateway.name,
      idempotencyKey: randomUUID(),
      amountCents: owed,
    });
    return { kind: 'opened', document, transaction } as const;
  });
  if (opened.kind !== 'opened') return opened;
  const { document, transaction } = opened;
  const payment = await openAtGateway(deps, orderId, transaction, request, {
    reference: `Documento ${document.docReferenceNumber}`,
    description: `Spesa online, documento ${document.docReferenceNumber} dell'ordine n. ${orderId}`,
    method: 'card',
  });
  if (payment?.status === 'requires_action' && payment.redirectUrl)
    return { kind: 'redirect', url: payment.redirectUrl };
  if (payment?.status === 'authorized' || payment?.status === 'captured')
    return { kind: 'completed' };
  return { kind: 'failed' };
}

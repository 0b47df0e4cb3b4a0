import {
  CHECKOUT_MESSAGES,
  DUE_DOCUMENT_MESSAGES,
  ORDER_PAYMENT_TYPE,
  ORDER_STATUS,
  TRANSACTION_STATUS,
  isOrderWaitingPayment,
  paymentOffer,
  preAuthorisationCents,
  type BuyResponse,
  type DueDocument,
  type Order,
  shopDayOf,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import type { UserRow } from '../users';
import type { OrdersDeps } from './deps';
import { settleGatewayPayment } from './payment/apply';
import { startDueDocumentPayment, startPayment, type PaymentRequest } from './payment/start';
import { chosenPaymentType } from './payment-types';
import {
  findOwnOrder,
  readOrderParts,
  lockOwnOrder,
  readDueDocuments,
  setOrderStatus,
  updateOrder,
  type OrderRow,
  type OrderTransactionRow,
} from './repo/orders';
import { closeOpenAttempts, latestTransaction } from './repo/transactions';
import { dueDocumentJson } from './views/due-documents';
import { orderJson, orderProductCount, orderSummaryOf } from './views/order-json';
import { queueOrderMail } from './mail';

export const notFound = () =>
  refusal('order.not_found', CHECKOUT_MESSAGES.orderNotFound, 'order_id');

export async function ownOrder(
  deps: OrdersDeps,
  user: UserRow,
  orderId: number,
): Promise<OrderRow> {
  const order = await findOwnOrder(deps.db, user.userId, orderId);
  if (!order) throw notFound();
  return order;
}

const isOpen = (
  latest: OrderTransactionRow | undefined,
): latest is OrderTransactionRow & {
  providerRef: string;
} => !!latest?.providerRef && latest.transactionStatusId === TRANSACTION_STATUS.IN_PROGRESS;

/** Asks the gateway about an open payment and settles it; false when it could not be asked. */
async function settleOpen(
  deps: OrdersDeps,
  orderId: number,
  latest: OrderTransactionRow & { providerRef: string },
): Promise<boolean> {
  try {
    await settleGatewayPayment(deps, await deps.gateway.retrievePayment(latest.providerRef));
    return true;
  } catch (err) {
    deps.log.warn({ err, orderId }, 'payment state not refreshed');
    return false;
  }
}

/**
 * A payment left open at the gateway (the shopper's page, 3-D Secure, a
 * pending result) is asked about, so the order shows what the gateway knows
 * even if its notification has not arrived.
 */
export async function refreshOpenPayment(deps: OrdersDeps, order: OrderRow): Promise<void> {
  const latest = await latestTransaction(deps.db, order.orderId);
  if (isOpen(latest)) await settleOpen(deps, order.orderId, latest);
}

/** Only a deferred payment has due-date documents: no query for the others. */
async function dueDocumentsOf(db: Db, order: OrderRow, today: string): Promise<DueDocument[]> {
  if (order.paymentTypeId !== ORDER_PAYMENT_TYPE.DEFERRED) return [];
  return (await readDueDocuments(db, order.orderId)).map((d) => dueDocumentJson(d, today));
}

/** The order read once; read again only when an open payment was settled meanwhile. */
export async function viewOrder(
  deps: OrdersDeps,
  user: UserRow,
  orderId: number,
  showReplaced: boolean,
  now = new Date(),
): Promise<Order> {
  let order = await ownOrder(deps, user, orderId);
  let parts = await readOrderParts(deps.db, orderId);
  const latest = parts.transactions.at(-1);
  if (isOpen(latest) && (await settleOpen(deps, orderId, latest))) {
    order = await ownOrder(deps, user, orderId);
    parts = await readOrderParts(deps.db, orderId);
  }
  const dueDocuments = await dueDocumentsOf(deps.db, order, shopDayOf(now));
  return orderJson(order, parts, showReplaced, dueDocuments);
}

/** The summary answered by buy and the payment calls. */
export async function buyResponse(
  deps: OrdersDeps,
  order: OrderRow,
  paymentUrl: string | null,
): Promise<BuyResponse> {
  const fresh = (await findOwnOrder(deps.db, order.userId, order.orderId)) ?? order;
  const parts = await readOrderParts(deps.db, order.orderId);
  const latest = parts.transactions.at(-1);
  // A payment still waiting for the shopper at the gateway (buy pressed twice): its page again.
  const open =
    latest?.transactionStatusId === TRANSACTION_STATUS.IN_PROGRESS ? latest.redirectUrl : null;
  return {
    order: orderSummaryOf(fresh, latest, orderProductCount(parts.items)),
    paymentUrl: paymentUrl ?? (isOrderWaitingPayment(fresh.orderStatusId) ? open : null),
  };
}

function assertPayable(order: OrderRow): void {
  if (
    !isOrderWaitingPayment(order.orderStatusId) ||
    !paymentOffer(order.paymentTypeId)?.needsRedirect
  )
    throw refusal('order.not_payable', CHECKOUT_MESSAGES.orderNotPayable, 'order_id');
}

/** POST order/payment: a new attempt with the same payment type. */
export async function payAgain(
  deps: OrdersDeps,
  user: UserRow,
  orderId: number,
  request: PaymentRequest,
): Promise<BuyResponse> {
  const order = await ownOrder(deps, user, orderId);
  await refreshOpenPayment(deps, order);
  const current = await ownOrder(deps, user, orderId);
  assertPayable(current);
  return buyResponse(deps, current, await startPayment(deps, current, request));
}

/**
 * POST order/due-document-payment: one unpaid due-date document of the
 * shopper's deferred order, paid online on the gateway's page
 * (docs/rules/checkout-and-payment.md Paying a due-date document). A paid or unknown document
 * is refused naming due_document_id; a gateway that cannot be reached, with
 * the due-date payment error.
 */
export async function payDueDocument(
  deps: OrdersDeps,
  user: UserRow,
  orderId: number,
  dueDocumentId: number,
  request: PaymentRequest,
): Promise<BuyResponse> {
  const order = await ownOrder(deps, user, orderId);
  const started = await startDueDocumentPayment(deps, user.userId, orderId, dueDocumentId, request);
  switch (started.kind) {
    case 'not_found':
      throw refusal(
        'order.due_document_not_found',
        DUE_DOCUMENT_MESSAGES.notFound,
        'due_document_id',
      );
    case 'paid':
      throw refusal(
        'order.due_document_paid',
        DUE_DOCUMENT_MESSAGES.alreadyPaid,
        'due_document_id',
      );
    case 'failed':
      throw refusal(
        'order.due_document_payment_failed',
        DUE_DOCUMENT_MESSAGES.paymentError,
        'due_document_id',
      );
    case 'completed':
      return buyResponse(deps, order, null);
    case 'redirect':
      return buyResponse(deps, order, started.url);
  }
}

/**
 * POST order/modify-payment-type: another card, PayPal, or payment on
 * delivery (which confirms the order at once). Only while the order waits for
 * its payment: docs/rules/orders.md, an online card payment cannot be changed afterwards.
 */
export async function changePaymentType(
  deps: OrdersDeps,
  brandId: string,
  user: UserRow,
  orderId: number,
  request: PaymentRequest & { paymentTypeId: number },
): Promise<BuyResponse> {
  await refreshOpenPayment(deps, await ownOrder(deps, user, orderId));
  const offer = await chosenPaymentType(deps.db, brandId, user.userId, request);
  const order = await deps.db.transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, user.userId, orderId);
    if (!locked) throw notFound();
    assertPayable(locked);
    // The old page must not pay any more: an authorisation it still brings is released.
    await closeOpenAttempts(tx, orderId);
    if (offer.needsRedirect) {
      await updateOrder(tx, orderId, { paymentTypeId: request.paymentTypeId });
      return { ...locked, paymentTypeId: request.paymentTypeId };
    }
    // Nothing is reserved any more: what is due on delivery is the order's total.
    await setOrderStatus(tx, orderId, ORDER_STATUS.ORDERED, {
      paymentTypeId: request.paymentTypeId,
      prebilledCents: locked.totalCents,
      payBy: null,
    });
    await queueOrderMail(tx, deps, orderId, 'order.confirmed');
    return { ...locked, paymentTypeId: request.paymentTypeId, orderStatusId: ORDER_STATUS.ORDERED };
  });
  const paymentUrl = offer.needsRedirect ? await startPayment(deps, order, request) : null;
  return buyResponse(deps, order, paymentUrl);
}

/** The pre-authorised amount of an order waiting for payment, split as docs/rules/checkout-and-payment.md says. */
export async function prebilledOfOrder(
  db: OrdersDeps['db'],
  userId: number,
  orderId: number,
): Promise<{ packagedCents: number; variableWeightCents: number; prebilledCents: number } | null> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) return null;
  const { items } = await readOrderParts(db, orderId);
  const variableWeightCents = items
    .filter((i) => i.variableWeight)
    .reduce((sum, i) => sum + i.grossTotalCents, 0);
  const packagedCents = Math.max(0, order.totalCents - variableWeightCents);
  return {
    packagedCents,
    variableWeightCents,
    prebilledCents: preAuthorisationCents({ packagedCents, variableWeightCents }),
  };
}

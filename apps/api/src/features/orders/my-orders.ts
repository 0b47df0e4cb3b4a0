import {
  ORDER_MESSAGES,
  ORDER_STATUS,
  canCancelOrder,
  eurosToCents,
  type OrderListItem,
  type OrderListParams,
  type OrderListResponse,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import type { UserRow } from '../users';
import type { OrdersDeps } from './deps';
import { voidAuthorisations } from './payment/apply';
import { itemsOf, listOrderPage, whereOf } from './repo/list';
import {
  findOwnOrder,
  lockOwnOrder,
  readOrderParts,
  setOrderStatus,
  type OrderRow,
} from './repo/orders';
import { queueOrderMail } from './mail';
import { releaseOrder } from './release';
import { notFound, ownOrder, refreshOpenPayment } from './service';
import { orderListItemJson, orderProductCount, shownItems } from './views/order-json';

/**
 * GET order/list: the shopper's orders, newest first (owner in the WHERE
 * clause). Orders waiting for their payment only with show_pending.
 */
export async function listOrders(
  db: Db,
  user: UserRow,
  query: OrderListParams,
): Promise<OrderListResponse['data']> {
  const { page, page_size: pageSize } = query;
  const { rows, total } = await listOrderPage(
    db,
    whereOf({
      userId: user.userId,
      showPending: query.show_pending,
      fromDate: query.from_date,
      toDate: query.to_date,
      fromCents:
        query.from_gross_total === undefined ? undefined : eurosToCents(query.from_gross_total),
      toCents: query.to_gross_total === undefined ? undefined : eurosToCents(query.to_gross_total),
    }),
    { offset: (page - 1) * pageSize, limit: pageSize },
    { withItems: query.fetch_detail },
  );
  return {
    orders: rows.map((order) =>
      orderListItemJson(
        order,
        order.latest,
        orderProductCount(order.countedItems),
        order.items && shownItems(order.items, query.show_replaced),
      ),
    ),
    page: { page, pageSize, totalItems: total, totalPages: Math.ceil(total / pageSize) },
  };
}

/** The order as a row of My orders. */
async function listItemOf(db: Db, userId: number, orderId: number): Promise<OrderListItem> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) throw notFound();
  const parts = await readOrderParts(db, orderId);
  return orderListItemJson(order, parts.transactions.at(-1), orderProductCount(parts.items));
}

/**
 * The shopper's cancellation in the caller's transaction, the order's row
 * locked and checked cancellable by the caller: status 10, its place, goods
 * and codes back, the mail queued (it names the person, so before any change
 * to the account). The caller voids its authorisations once committed.
 * `by`: the shopper's own cancel, or the deletion of the account (its mail
 * says so and leads to no page of the account).
 */
export async function cancelLockedOrder(
  tx: Db,
  deps: OrdersDeps,
  order: OrderRow,
  by: 'shopper' | 'account',
): Promise<void> {
  const note = by === 'account' ? 'cancelled with the account' : 'cancelled by the shopper';
  await setOrderStatus(tx, order.orderId, ORDER_STATUS.CANCELLED, { payBy: null }, note);
  await releaseOrder(tx, order);
  await queueOrderMail(tx, deps, order.orderId, 'order.cancelled', by === 'account');
}

/**
 * POST order/delete: the shopper cancels an order the store has not taken in
 * charge (docs/rules/orders.md). Under the order's row lock, so of two cancels (or a cancel
 * and a change by the store) one wins and the other sees the new status.
 */
export async function cancelOrder(
  deps: OrdersDeps,
  user: UserRow,
  orderId: number,
): Promise<OrderListItem> {
  await refreshOpenPayment(deps, await ownOrder(deps, user, orderId));
  await deps.db.transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, user.userId, orderId);
    if (!locked) throw notFound();
    if (!canCancelOrder(locked.orderStatusId))
      throw refusal('order.not_cancellable', ORDER_MESSAGES.notCancellable, 'order_id');
    await cancelLockedOrder(tx, deps, locked, 'shopper');
  });
  // Outside the transaction: a gateway that cannot be reached leaves the order cancelled, and
  // an authorisation never captured lapses there (a late notification of it is voided too).
  await voidAuthorisations(deps, orderId);
  return listItemOf(deps.db, user.userId, orderId);
}

/** A line of an order as cart/add-all-from-order adds it again. */
export interface ReorderLine {
  productId: number;
  /** The name the shopper saw, for the lines that cannot be added. */
  name: string;
  quantity: number;
  selectOptions: Record<string, string>;
  acceptAlternatives: boolean;
  notes: string;
}

/**
 * The lines of one of the shopper's orders (owner in the WHERE clause), as
 * ordered: a substitute chosen at picking is not reordered, the line it
 * replaced is. Undefined for an order that is not the shopper's.
 */
export async function orderLinesForReorder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<ReorderLine[] | undefined> {
  const order = await findOwnOrder(db, userId, orderId);
  if (!order) return undefined;
  const items = await itemsOf(db, [orderId]);
  return items
    .filter((i) => i.replacesOrderItemId === null)
    .map((i) => ({
      productId: i.productId,
      name: typeof i.product.name === 'string' ? i.product.name : `Prodotto ${i.productId}`,
      quantity: i.quantity,
      selectOptions: i.selectOptions,
      acceptAlternatives: i.acceptAlternatives,
      notes: i.notes,
    }));
}

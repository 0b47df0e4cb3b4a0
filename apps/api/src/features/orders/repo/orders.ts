import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  orderAdjustments,
  orderDueDocuments,
  orderItems,
  orderPackages,
  orderStatusHistory,
  orderTransactions,
  orders,
  users,
} from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderPackageRow = typeof orderPackages.$inferSelect;
export type OrderAdjustmentRow = typeof orderAdjustments.$inferSelect;
export type OrderTransactionRow = typeof orderTransactions.$inferSelect;
export type OrderStatusRow = typeof orderStatusHistory.$inferSelect;
export type OrderDueDocumentRow = typeof orderDueDocuments.$inferSelect;

/** An order to write, with its parts (what checkout/buy builds from the cart). */
export interface NewOrder {
  order: Omit<typeof orders.$inferInsert, 'orderId' | 'createdAt' | 'updatedAt'>;
  items: Omit<typeof orderItems.$inferInsert, 'orderItemId' | 'orderId'>[];
  packages: Omit<typeof orderPackages.$inferInsert, 'orderPackageId' | 'orderId'>[];
  adjustments: Omit<typeof orderAdjustments.$inferInsert, 'orderAdjustmentId' | 'orderId'>[];
}

/** Writes the order and its parts, with its first status in the history. */
export async function insertOrder(tx: Db, draft: NewOrder): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(draft.order).returning();
  if (!order) throw new Error('order not written');
  const { orderId } = order;
  if (draft.items.length > 0)
    await tx.insert(orderItems).values(draft.items.map((i) => ({ ...i, orderId })));
  if (draft.packages.length > 0)
    await tx.insert(orderPackages).values(draft.packages.map((p) => ({ ...p, orderId })));
  if (draft.adjustments.length > 0)
    await tx.insert(orderAdjustments).values(draft.adjustments.map((a) => ({ ...a, orderId })));
  await tx.insert(orderStatusHistory).values({ orderId, orderStatusId: order.orderStatusId });
  return order;
}

/** The shopper's order (owner in the WHERE clause): another shopper's id is not found. */
export async function findOwnOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.userId, userId)));
  return row;
}

/** The same, locked for the rest of the transaction. */
export async function lockOwnOrder(
  tx: Db,
  userId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), eq(orders.userId, userId)))
    .for('update');
  return row;
}

export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  return row;
}

/** The order a cart became, if it did (buy pressed twice answers the same order). */
export async function findOrderOfCart(
  db: Db,
  userId: number,
  cartId: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.userId, userId)));
  return row;
}

/** The shopper's most recent order. */
export async function findLatestOrder(db: Db, userId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.orderId))
    .limit(1);
  return row;
}

/** Moves the order to a status, in its history too; `changes` are written with it. */
export async function setOrderStatus(
  tx: Db,
  orderId: number,
  orderStatusId: number,
  changes: Partial<Pick<OrderRow, 'payBy' | 'paymentTypeId' | 'prebilledCents'>> = {},
  note?: string,
): Promise<void> {
  await tx
    .update(orders)
    .set({ orderStatusId, updatedAt: new Date(), ...changes })
    .where(eq(orders.orderId, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, orderStatusId, note });
}

export async function updateOrder(
  tx: Db,
  orderId: number,
  changes: Partial<Pick<OrderRow, 'payBy' | 'paymentTypeId' | 'prebilledCents'>>,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.orderId, orderId));
}

export interface OrderParts {
  items: OrderItemRow[];
  packages: OrderPackageRow[];
  adjustments: OrderAdjustmentRow[];
  transactions: OrderTransactionRow[];
  history: OrderStatusRow[];
}

/**
 * One after the other: inside a transaction the queries share one connection,
 * which takes them in turn anyway (and pg warns about overlapping calls).
 */
export async function readOrderParts(db: Db, orderId: number): Promise<OrderParts> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.orderItemId));
  const packages = await db.select().from(orderPackages).where(eq(orderPackages.orderId, orderId));
  const adjustments = await db
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId));
  const transactions = await db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.orderTransactionId));
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.orderStatusHistoryId));
  return { items, packages, adjustments, transactions, history };
}

/** The due-date documents of a deferred payment, by due date. */
export const readDueDocuments = (db: Db, orderId: number): Promise<OrderDueDocumentRow[]> =>
  db
    .select()
    .from(orderDueDocuments)
    .where(eq(orderDueDocuments.orderId, orderId))
    .orderBy(asc(orderDueDocuments.dueDate), asc(orderDueDocuments.dueDocumentId));

/**
 * One due-date document of the shopper's order (owner in the WHERE clause),
 * locked for the rest of the transaction; the caller holds the order's lock.
 */
export async function lockOwnDueDocument(
  tx: Db,
  userId: number,
  orderId: number,
  dueDocumentId: number,
): Promise<OrderDueDocumentRow | undefined> {
  const [row] = await tx
    .select({ document: orderDueDocuments })
    .from(orderDueDocuments)
    .innerJoin(orders, eq(orders.orderId, orderDueDocuments.orderId))
    .where(
      and(
        eq(orderDueDocuments.dueDocumentId, dueDocumentId),
        eq(orderDueDocuments.orderId, orderId),
        eq(orders.userId, userId),
      ),
    )
    .for('update', { of: orderDueDocuments });
  return row?.document;
}

/**
 * Records a document as paid in full, if it was not: false when it already
 * was (another payment got there first), so nothing is counted twice.
 */
export async function markDueDocumentPaid(tx: Db, dueDocumentId: number): Promise<boolean> {
  const written = await tx
    .update(orderDueDocuments)
    .set({ paymentAmountCents: sql`${orderDueDocuments.docAmountCents}` })
    .where(
      and(
        eq(orderDueDocuments.dueDocumentId, dueDocumentId),
        sql`${orderDueDocuments.paymentAmountCents} < ${orderDueDocuments.docAmountCents}`,
      ),
    )
    .returning({ dueDocumentId: orderDueDocuments.dueDocumentId });
  return written.length > 0;
}

const unpaidOrders = (db: Db, now: Date, statuses: readonly number[], limit: number) =>
  db
    .select()
    .from(orders)
    .where(and(inArray(orders.orderStatusId, [...statuses]), sql`${orders.payBy} <= ${now}`))
    .orderBy(asc(orders.payBy))
    .limit(limit);

/** Orders whose payment deadline passed. */
export const findUnpaidOrders = (
  db: Db,
  now: Date,
  statuses: readonly number[],
  limit: number,
): Promise<OrderRow[]> => unpaidOrders(db, now, statuses, limit);

/** The same, locked and skipped by any other process at work. */
export const lockUnpaidOrders = (
  tx: Db,
  now: Date,
  statuses: readonly number[],
  limit: number,
): Promise<OrderRow[]> =>
  unpaidOrders(tx, now, statuses, limit).for('update', { skipLocked: true });

/** The order with the first name and e-mail of its shopper, for its mails. */
export async function findOrderWithRecipient(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ order: orders, firstName: users.firstName, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.userId, orders.userId))
    .where(eq(orders.orderId, orderId));
  return row;
}

/** The discount stays on the order's record; the shopper's use of the code goes. */
export async function forgetOrderCodeUse(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(orderAdjustments)
    .set({ userGiftCertificateId: null })
    .where(eq(orderAdjustments.orderId, orderId));
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ORDER_STATUS } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { orderItems, orderTransactions, orders } from '../../../db/schema';
import type { OrderItemRow, OrderRow, OrderTransactionRow } from './orders';

export interface OrderListFilter {
  userId: number;
  /** Also the orders waiting for their payment. */
  showPending: boolean;
  /** YYYY-MM-DD, days in Europe/Rome, inclusive. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** On the order's total, inclusive. */
  fromCents?: number | undefined;
  toCents?: number | undefined;
}

/** The start of a Rome calendar day as an instant: the range stays on orders_user_idx. */
const romeDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Rome'`;
const romeNextDayStart = (day: string) =>
  sql`(${day}::date + 1)::timestamp at time zone 'Europe/Rome'`;

function whereOf(f: OrderListFilter): SQL | undefined {
  const pending = [ORDER_STATUS.WAITING_PAYMENT, ORDER_STATUS.COMPLETE_PAYMENT];
  return and(
    eq(orders.userId, f.userId),
    f.showPending ? undefined : notInArray(orders.orderStatusId, pending),
    f.fromDate === undefined ? undefined : gte(orders.createdAt, romeDayStart(f.fromDate)),
    f.toDate === undefined ? undefined : lt(orders.createdAt, romeNextDayStart(f.toDate)),
    f.fromCents === undefined ? undefined : gte(orders.totalCents, f.fromCents),
    f.toCents === undefined ? undefined : lte(orders.totalCents, f.toCents),
  );
}

/** One page of the shopper's orders, newest first, and how many match. */
export async function listOwnOrders(
  db: Db,
  filter: OrderListFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(filter);
  const [counted] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: counted?.total ?? 0 };
}

/** Each order's number of lines. */
export async function countItemsOf(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, n: count() })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((r) => [r.orderId, r.n]));
}

export async function itemsOf(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.orderItemId));
}

/** Each order's latest payment attempt. */
export async function latestTransactionsOf(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderTransactionRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([orderTransactions.orderId])
    .from(orderTransactions)
    .where(inArray(orderTransactions.orderId, [...orderIds]))
    .orderBy(asc(orderTransactions.orderId), desc(orderTransactions.orderTransactionId));
  return new Map(rows.map((r) => [r.orderId, r]));
}

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
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { romeDayStart, romeNextDayStart } from '../../delivery';
import { ORDER_STATUS } from '@spesa/domain';
import type { Db } from '../../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { managedAccounts, orderItems, orderTransactions, orders, users } from '../../../db/schema';
import type { OrderItemRow, OrderRow, OrderTransactionRow } from './orders';

export interface OrderListFilter {
  userId: number;
  /**
   * A master account's list (docs/rules/orders.md): also the orders of the people this
   * user manages at its brand.
   */
  managedAt?: string | undefined;
  /** Also the orders waiting for their payment. */
  showPending: boolean;
  /** YYYY-MM-DD, days in Europe/Rome, inclusive. */
  fromDate?: string | undefined;
  toDate?: string | undefined;
  /** On the order's total, inclusive. */
  fromCents?: number | undefined;
  toCents?: number | undefined;
  /** Each id the order's must be (order_id_filter, suborder_id_filter). */
  orderIds?: readonly number[];
  warehouseId?: number | undefined;
  /** YYYY-MM-DD, on the delivery day, inclusive. */
  fromDeliveryDate?: string | undefined;
  toDeliveryDate?: string | undefined;
  /** The addressId of the order's shipping address. */
  shippingAddressId?: number | undefined;
}

/** The owner in the WHERE clause: the user, and with `managedAt` the people it manages there. */
function ownerOf({ userId, managedAt }: OrderListFilter): SQL | undefined {
  if (managedAt === undefined) return eq(orders.userId, userId);
  const managed = sql`select ${managedAccounts.userId} from ${managedAccounts}
    join ${users} on ${users.userId} = ${managedAccounts.userId}
    where ${managedAccounts.masterUserId} = ${userId} and ${users.brandId} = ${managedAt}`;
  return or(eq(orders.userId, userId), sql`${orders.userId} in (${managed})`);
}

export function whereOf(f: OrderListFilter): SQL | undefined {
  const pending = [ORDER_STATUS.WAITING_PAYMENT, ORDER_STATUS.COMPLETE_PAYMENT];
  return and(
    ownerOf(f),
    f.showPending ? undefined : notInArray(orders.orderStatusId, pending),
    f.fromDate === undefined ? undefined : gte(orders.createdAt, romeDayStart(f.fromDate)),
    f.toDate === undefined ? undefined : lt(orders.createdAt, romeNextDayStart(f.toDate)),
    f.fromCents === undefined ? undefined : gte(orders.totalCents, f.fromCents),
    f.toCents === undefined ? undefined : lte(orders.totalCents, f.toCents),
    ...(f.orderIds ?? []).map((id) => eq(orders.orderId, id)),
    f.warehouseId === undefined ? undefined : eq(orders.warehouseId, f.warehouseId),
    f.fromDeliveryDate === undefined ? undefined : gte(orders.deliveryDate, f.fromDeliveryDate),
    f.toDeliveryDate === undefined ? undefined : lte(orders.deliveryDate, f.toDeliveryDate),
    f.shippingAddressId === undefined
      ? undefined
      : sql`(${orders.shippingAddress}->>'addressId')::int = ${f.shippingAddressId}`,
  );
}

/** A line as the list shows it (orderItemJson). */
/** An order line as far as counting its products goes. */
export type CountedItem = Pick<
  OrderItemRow,
  'orderItemId' | 'replacesOrderItemId' | 'quantity' | 'product'
>;

export type ListedItem = Pick<
  OrderItemRow,
  | 'orderItemId'
  | 'productId'
  | 'product'
  | 'quantity'
  | 'quantityDisplay'
  | 'weight'
  | 'variableWeight'
  | 'grossTotalCents'
  | 'acceptAlternatives'
  | 'notes'
  | 'sectorId'
  | 'deliveredQuantity'
  | 'deliveredWeight'
  | 'finalGrossTotalCents'
  | 'replacesOrderItemId'
>;

/** An order as a row of a list shows it: what orderListItemJson reads, and whose it is. */
export type ListedOrder = Pick<
  OrderRow,
  | 'orderId'
  | 'userId'
  | 'orderStatusId'
  | 'paymentTypeId'
  | 'deliveryServiceId'
  | 'warehouseId'
  | 'shippingAddress'
  | 'deliveryDate'
  | 'beginTime'
  | 'endTime'
  | 'totalCents'
  | 'prebilledCents'
  | 'payBy'
  | 'createdAt'
  | 'placedByAgent'
  | 'invoiceData'
> & {
  latest: Pick<OrderTransactionRow, 'transactionStatusId' | 'failureCode'> | undefined;
  /** Every line, replaced ones too, with what counting its products needs. */
  countedItems: CountedItem[];
  /** With the detail only, in the order they were added. */
  items: ListedItem[] | undefined;
  /** With the owner only: the person the order is of. */
  owner: { firstName: string; lastName: string } | undefined;
};

/**
 * One page of orders, newest first, and how many match, in one statement:
 * the page is cut first, then each of its orders gets its lines to count, its
 * latest payment attempt, with `withItems` its lines as one JSON text (PGlite
 * hands over one string instead of decoding a row per line, which was most of
 * the list's time), with `withOwner` its person.
 */
export async function listOrderPage(
  db: Db,
  where: SQL | undefined,
  page: { offset: number; limit: number },
  options: { withItems: boolean; withOwner?: boolean },
): Promise<{ rows: ListedOrder[]; total: number }> {
  const cut = db
    .select({
      orderId: orders.orderId,
      userId: orders.userId,
      orderStatusId: orders.orderStatusId,
      paymentTypeId: orders.paymentTypeId,
      deliveryServiceId: orders.deliveryServiceId,
      warehouseId: orders.warehouseId,
      shippingAddress: orders.shippingAddress,
      deliveryDate: orders.deliveryDate,
      beginTime: orders.beginTime,
      endTime: orders.endTime,
      totalCents: orders.totalCents,
      prebilledCents: orders.prebilledCents,
      payBy: orders.payBy,
      createdAt: orders.createdAt,
      placedByAgent: orders.placedByAgent,
      invoiceData: orders.invoiceData,
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const ofOrder = (column: AnyPgColumn) => sql`${column} = ${cut.orderId}`;
  const latest = (column: AnyPgColumn) =>
    sql`(select ${column} from ${orderTransactions} where ${ofOrder(orderTransactions.orderId)}
      order by ${orderTransactions.orderTransactionId} desc limit 1)`;
  // json_agg of a row: cheaper in PGlite than json_build_object per line.
  const items = sql<string | null>`(select json_agg(i)::text from (
      select ${orderItems.orderItemId} as "orderItemId", ${orderItems.productId} as "productId",
        ${orderItems.product} as "product", ${orderItems.quantity} as "quantity",
        ${orderItems.quantityDisplay} as "quantityDisplay", ${orderItems.weight} as "weight",
        ${orderItems.variableWeight} as "variableWeight",
        ${orderItems.grossTotalCents} as "grossTotalCents",
        ${orderItems.acceptAlternatives} as "acceptAlternatives", ${orderItems.notes} as "notes",
        ${orderItems.sectorId} as "sectorId", ${orderItems.deliveredQuantity} as "deliveredQuantity",
        ${orderItems.deliveredWeight} as "deliveredWeight",
        ${orderItems.finalGrossTotalCents} as "finalGrossTotalCents",
        ${orderItems.replacesOrderItemId} as "replacesOrderItemId"
      from ${orderItems} where ${ofOrder(orderItems.orderId)}
      order by ${orderItems.orderItemId}) i)`;
  // Spelled out: drizzle renders this subquery's columns, and the page's user_id, unqualified.
  const ownerName = (column: 'first_name' | 'last_name') =>
    sql<string | null>`(select owner.${sql.identifier(column)} from ${users} as owner
      where owner.user_id = ${sql.raw('"page"."user_id"')})`;
  const rows = await db
    .select({
      orderId: cut.orderId,
      userId: cut.userId,
      orderStatusId: cut.orderStatusId,
      paymentTypeId: cut.paymentTypeId,
      deliveryServiceId: cut.deliveryServiceId,
      warehouseId: cut.warehouseId,
      shippingAddress: cut.shippingAddress,
      deliveryDate: cut.deliveryDate,
      beginTime: cut.beginTime,
      endTime: cut.endTime,
      totalCents: cut.totalCents,
      prebilledCents: cut.prebilledCents,
      payBy: cut.payBy,
      createdAt: cut.createdAt,
      placedByAgent: cut.placedByAgent,
      invoiceData: cut.invoiceData,
      // Uncorrelated: PostgreSQL counts once per statement.
      total: sql<number>`(select count(*) from ${orders} where ${where})`.mapWith(Number),
      countedItems: sql<string | null>`(select json_agg(json_build_object(
          'orderItemId', ${orderItems.orderItemId},
          'replacesOrderItemId', ${orderItems.replacesOrderItemId},
          'quantity', ${orderItems.quantity},
          'product', json_build_object('productInfos', json_build_object(
            'TIPOLOGIA', ${orderItems.product}->'productInfos'->>'TIPOLOGIA'))))::text
        from ${orderItems} where ${ofOrder(orderItems.orderId)})`,
      latestStatusId: sql<number | null>`${latest(orderTransactions.transactionStatusId)}`,
      latestFailureCode: sql<string | null>`${latest(orderTransactions.failureCode)}`,
      items: options.withItems ? items : sql<null>`null`,
      firstName: options.withOwner ? ownerName('first_name') : sql<null>`null`,
      lastName: options.withOwner ? ownerName('last_name') : sql<null>`null`,
    })
    .from(cut)
    .orderBy(desc(cut.createdAt), desc(cut.orderId));
  // A page past the end has no row to carry the count.
  const total =
    rows[0]?.total ??
    (page.offset === 0
      ? 0
      : ((await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0));
  return {
    total,
    rows: rows.map(
      ({
        total: _t,
        latestStatusId,
        latestFailureCode,
        countedItems,
        items,
        firstName,
        lastName,
        ...order
      }) => ({
        ...order,
        latest:
          latestStatusId === null
            ? undefined
            : { transactionStatusId: Number(latestStatusId), failureCode: latestFailureCode },
        countedItems: countedItems ? (JSON.parse(countedItems) as CountedItem[]) : [],
        items: options.withItems ? (items ? (JSON.parse(items) as ListedItem[]) : []) : undefined,
        owner: firstName === null || lastName === null ? undefined : { firstName, lastName },
      }),
    ),
  };
}

export async function itemsOf(db: Db, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.orderItemId));
}

import { and, eq, gte, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, shopDayOf } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { romeDayStart } from '../../delivery';
import { orderItems, orders } from '../../../db/schema';

/** Orders that no longer take anything: what they held is free for the day again. */
const GIVEN_UP = [ORDER_STATUS.CANCELLED, ORDER_STATUS.INVALIDATED];

/**
 * How much of each product the shopper's orders placed today (in Rome) hold,
 * cancelled ones aside, for the daily maximum (docs/rules/cart.md, MAXACQ).
 * An order being edited is left out: its lines are in the cart being changed,
 * so they count once, there.
 */
export async function orderedToday(
  db: Db,
  userId: number,
  productIds: readonly number[],
  editingOrderId: number | null,
  now: Date = new Date(),
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: orderItems.productId,
      quantity: sql<string>`sum(${orderItems.quantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        gte(orders.createdAt, romeDayStart(shopDayOf(now))),
        notInArray(orders.orderStatusId, GIVEN_UP),
        inArray(orderItems.productId, [...new Set(productIds)]),
        editingOrderId === null ? undefined : ne(orders.orderId, editingOrderId),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.quantity)]));
}

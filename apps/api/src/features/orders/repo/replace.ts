import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  orderAdjustments,
  orderItems,
  orderPackages,
  orderStatusHistory,
  orders,
} from '../../../db/schema';
import type { NewOrder, OrderRow } from './orders';

/** The history's note on an edit (docs/rules/orders.md): the order page and the mail read it. */
export const ORDER_EDITED_NOTE = 'modified by the shopper';

/**
 * An edited order takes the contents of the cart that edited it (order/modify
 * then checkout/buy): its number, owner and placing date stay, its lines,
 * bags, discounts, delivery, totals and payment are the new ones. Called with
 * the order's row locked, after what the old contents held was given back.
 */
export async function replaceOrderContents(
  tx: Db,
  orderId: number,
  draft: NewOrder,
): Promise<OrderRow> {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  await tx.delete(orderPackages).where(eq(orderPackages.orderId, orderId));
  await tx.delete(orderAdjustments).where(eq(orderAdjustments.orderId, orderId));
  const [order] = await tx
    .update(orders)
    .set({ ...draft.order, updatedAt: new Date() })
    .where(eq(orders.orderId, orderId))
    .returning();
  if (!order) throw new Error(`order ${orderId} vanished under its lock`);
  if (draft.items.length > 0)
    await tx.insert(orderItems).values(draft.items.map((i) => ({ ...i, orderId })));
  if (draft.packages.length > 0)
    await tx.insert(orderPackages).values(draft.packages.map((p) => ({ ...p, orderId })));
  if (draft.adjustments.length > 0)
    await tx.insert(orderAdjustments).values(draft.adjustments.map((a) => ({ ...a, orderId })));
  await tx
    .insert(orderStatusHistory)
    .values({ orderId, orderStatusId: order.orderStatusId, note: ORDER_EDITED_NOTE });
  return order;
}

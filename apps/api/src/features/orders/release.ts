import type { Db } from '../../db/client';
import { releaseOrderedPlace } from '../delivery';
import { releaseOrderCodes } from '../gift-certificates';
import { forgetOrderCodeUse, readOrderParts, type OrderRow } from './repo/orders';
import { moveStock } from './repo/stock';

/**
 * Everything a cancelled order held goes back: its place in the slot, its
 * goods, its codes. Called in the transaction that cancels the order, with
 * the order's row locked, so it runs once per order.
 */
export async function releaseOrder(tx: Db, order: OrderRow): Promise<void> {
  await releasePlaceAndGoods(tx, order);
  await forgetOrderCodeUse(tx, order.orderId);
  await releaseOrderCodes(tx, order.orderId);
}

/**
 * The order's place in its slot and its goods go back. Also the first step of
 * replacing an edited order's contents: the new ones are taken afresh, in the
 * same transaction, so the order's own place and goods count for it.
 */
export async function releasePlaceAndGoods(tx: Db, order: OrderRow): Promise<void> {
  await releaseOrderedPlace(tx, order.timeslotDayId);
  const { items } = await readOrderParts(tx, order.orderId);
  await moveStock(
    tx,
    order.warehouseId,
    items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
  );
}

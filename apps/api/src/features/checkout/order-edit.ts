import { ORDER_MESSAGES, canEditOrder, optionsKeyOf, type ResponseMessage } from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import type { BrandRow } from '../brands';
import {
  deleteCart,
  findLiveCart,
  insertEditCart,
  lockLiveCart,
  parkCart,
  unparkCart,
} from '../cart';
import { findCartSlot, findVisibleAddress, saveCartDelivery } from '../delivery';
import { lendOrderCodesToCart, releaseCartCodes } from '../gift-certificates';
import { lockOwnOrder, orderNotFound, readOrderParts, type OrderRow } from '../orders';
import type { UserRow } from '../users';

/**
 * The order the cart edits, locked, if the store has not taken it in charge:
 * the only state in which its contents may still be replaced.
 */
export async function lockEditableOrder(
  tx: Db,
  userId: number,
  orderId: number,
  now: Date,
): Promise<OrderRow> {
  const order = await lockOwnOrder(tx, userId, orderId);
  if (!order) throw orderNotFound();
  const slot = await findCartSlot(tx, order.timeslotDayId);
  // Once the slot's orders have closed the store prepares it: too late to change it.
  if (!canEditOrder(order.orderStatusId) || !slot || slot.day.cutoffAt <= now)
    throw refusal('order.not_editable', ORDER_MESSAGES.notEditable, 'order_id');
  return order;
}

const editStarted = (orderId: number): ResponseMessage[] => [
  { code: 'order.edit_started', info: ORDER_MESSAGES.editStarted(orderId) },
];

/**
 * order/modify when the live cart already edits an order: asking again for the
 * same order answers as the first call did, another order is refused.
 */
function editUnderWay(editingOrderId: number, orderId: number): ResponseMessage[] {
  if (editingOrderId !== orderId)
    throw refusal('order.editing_other', ORDER_MESSAGES.editingOther(editingOrderId), 'order_id');
  return editStarted(orderId);
}

/**
 * POST order/modify: the order's lines, delivery, notes and codes come back
 * into a new cart bound to the order, and the shopper's cart in progress is
 * set aside until the edit is confirmed (checkout/buy replaces the order) or
 * abandoned (order/modify-cancel). The order itself does not change until
 * then. The cart is locked before the order, as checkout/buy does, so the two
 * never wait on each other.
 */
export async function startOrderEdit(
  db: Db,
  brand: BrandRow,
  user: UserRow,
  orderId: number,
  now = new Date(),
): Promise<ResponseMessage[]> {
  return db.transaction(async (tx) => {
    const live = await lockLiveCart(tx, brand.brandId, user.userId);
    const order = await lockEditableOrder(tx, user.userId, orderId, now);
    if (order.brandId !== brand.brandId) throw orderNotFound();
    if (live?.editingOrderId) return editUnderWay(live.editingOrderId, orderId);
    if (live) await parkCart(tx, live.cartId);

    const { items } = await readOrderParts(tx, orderId);
    const edit = {
      brandId: brand.brandId,
      userId: user.userId,
      warehouseId: order.warehouseId,
      storeId: order.storeId,
      cartInfos: order.orderInfos,
      editingOrderId: orderId,
      lines: items
        .filter((i) => i.replacesOrderItemId === null)
        .map((i) => ({
          productId: i.productId,
          selectOptions: i.selectOptions,
          optionsKey: optionsKeyOf(i.selectOptions),
          quantity: i.quantity,
          acceptAlternatives: i.acceptAlternatives,
          notes: i.notes,
        })),
    };
    let cartId = await insertEditCart(tx, edit);
    if (cartId === undefined) {
      // A live cart was written after this call found none. A concurrent
      // order/modify's (the calls queued on the order's lock) answers as a
      // repeat does; a cart another tab just opened is set aside like any.
      const arrived = await findLiveCart(tx, brand.brandId, user.userId);
      if (arrived?.editingOrderId) return editUnderWay(arrived.editingOrderId, orderId);
      const opened = await lockLiveCart(tx, brand.brandId, user.userId);
      if (opened) await parkCart(tx, opened.cartId);
      cartId = await insertEditCart(tx, edit);
      if (cartId === undefined) throw new Error(`edit cart of order ${orderId} not written`);
    }
    // The address may have been deleted since: then the shopper chooses again.
    const address = await findVisibleAddress(tx, user.userId, order.shippingAddress.addressId);
    if (address)
      await saveCartDelivery(tx, {
        cartId,
        addressId: address.addressId,
        addressAutoAssigned: false,
        timeslotDayId: order.timeslotDayId,
        timeslotAutoAssigned: false,
      });
    await lendOrderCodesToCart(tx, orderId, cartId);
    return editStarted(orderId);
  });
}

/**
 * POST order/modify-cancel: the edit is dropped, the order stays as it was,
 * and the cart set aside comes back. Codes applied during the edit are given
 * back; the order's own codes stay with it.
 */
export async function abandonOrderEdit(
  db: Db,
  brand: BrandRow,
  user: UserRow,
  orderId: number,
): Promise<ResponseMessage[]> {
  await db.transaction(async (tx) => {
    const live = await lockLiveCart(tx, brand.brandId, user.userId);
    if (!live || live.editingOrderId !== orderId) throw orderNotFound();
    const order = await lockOwnOrder(tx, user.userId, orderId);
    if (order) await lendOrderCodesToCart(tx, orderId, order.cartId);
    await releaseCartCodes(tx, live.cartId);
    await deleteCart(tx, live.cartId);
    await unparkCart(tx, brand.brandId, user.userId);
  });
  return [{ code: 'order.edit_abandoned', info: ORDER_MESSAGES.editAbandoned(orderId) }];
}

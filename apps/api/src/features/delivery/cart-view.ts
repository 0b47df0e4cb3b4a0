import {
  centsToEuros,
  type CartShippingAddress,
  type CartTimeslot,
  type DeliveryService,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { hhmm } from './calendar-dates';
import { currentDelivery, type CartContext } from './cart-context';
import { findCartSlot } from './cart-delivery-repo';
import { findHold } from './holds-repo';
import { deliveryServiceOf, toShippingAddress } from './mappers';
import { findStore } from './stores-repo';

export interface CartDeliveryView {
  shippingAddress: CartShippingAddress | null;
  selectedService: DeliveryService | null;
  timeslot: CartTimeslot | null;
  store: { storeId: number; name: string } | null;
  /** Euros. */
  deliveryFee: number;
}

/**
 * The delivery fields of the cart (docs/rules/cart.md Cart). A timeslot whose orders have
 * closed is not shown: the shopper has to choose again.
 */
export async function cartDeliveryView(
  db: Db,
  ctx: CartContext & { storeId: number | null },
  now: Date,
): Promise<CartDeliveryView> {
  const current = await currentDelivery(db, ctx);
  const address = current.address;
  const storeId = address?.storeId ?? ctx.storeId;
  const store = storeId ? await findStore(db, storeId) : undefined;

  let timeslot: CartTimeslot | null = null;
  const slot = current.row?.timeslotDayId
    ? await findCartSlot(db, current.row.timeslotDayId)
    : undefined;
  if (slot && slot.day.cutoffAt.getTime() > now.getTime()) {
    const hold = await findHold(db, ctx.cartId);
    const held =
      hold &&
      hold.timeslotDayId === slot.day.timeslotDayId &&
      hold.expiresAt.getTime() > now.getTime();
    timeslot = {
      date: slot.day.slotDate,
      timeslotId: slot.timeslot.timeslotId,
      beginTime: hhmm(slot.timeslot.beginTime),
      endTime: hhmm(slot.timeslot.endTime),
      name: slot.timeslot.name,
      autoAssigned: current.row?.timeslotAutoAssigned ?? false,
      cutoffAt: slot.day.cutoffAt.toISOString(),
      heldUntil: held ? hold.expiresAt.toISOString() : null,
      deliveryFee: centsToEuros(slot.day.feeCents),
    };
  }
  return {
    shippingAddress: address ? toShippingAddress(address, current.autoAssigned) : null,
    selectedService: address ? deliveryServiceOf(address.addressTypeId) : null,
    timeslot,
    store: store ? { storeId: store.storeId, name: store.name } : null,
    deliveryFee: timeslot?.deliveryFee ?? 0,
  };
}

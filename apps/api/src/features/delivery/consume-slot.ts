import { DELIVERY_MESSAGES } from '@spesa/domain';
import type { Db } from '../../db/client';
import { lockTimeslotDayById, takeOrderedPlace } from './calendar-repo';
import { findCartDelivery } from './cart-delivery-repo';
import { countOtherLiveHolds, findHold, releaseHold } from './holds-repo';
import { refusal } from '../../http/app-error';

/**
 * For checkout (the orders feature), inside its transaction and after it has
 * locked the cart: turns the cart's place in its timeslot into an ordered one.
 * A live hold is always honoured; a lapsed one only if a place is still free.
 * Returns the dated slot the order is for.
 */
export async function consumeCartSlot(tx: Db, cartId: number, now: Date): Promise<number> {
  const delivery = await findCartDelivery(tx, cartId);
  if (!delivery?.timeslotDayId)
    throw refusal('timeslot.required', DELIVERY_MESSAGES.timeslotRequired);
  const day = await lockTimeslotDayById(tx, delivery.timeslotDayId);
  if (!day || day.cutoffAt.getTime() <= now.getTime())
    throw refusal('timeslot.closed', DELIVERY_MESSAGES.timeslotClosed);
  const hold = await findHold(tx, cartId);
  const held =
    hold?.timeslotDayId === day.timeslotDayId && hold.expiresAt.getTime() > now.getTime();
  if (!held) {
    const others = await countOtherLiveHolds(tx, day.timeslotDayId, cartId, now);
    if (day.orderedCount + others >= day.capacity)
      throw refusal('timeslot.full', DELIVERY_MESSAGES.timeslotFull);
  }
  await takeOrderedPlace(tx, day.timeslotDayId);
  await releaseHold(tx, cartId);
  return day.timeslotDayId;
}

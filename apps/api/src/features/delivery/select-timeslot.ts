import { DELIVERY_MESSAGES } from '@spesa/domain';
import type { Db } from '../../db/client';
import { calendarWindow, prepareCalendar } from './calendar-window';
import { findTimeslot, lockTimeslotDay, sameOwner } from './calendar-repo';
import { currentDelivery, targetOf, type CartContext } from './cart-context';
import { lockCart, moveCart, saveCartDelivery } from './cart-delivery-repo';
import { countOtherLiveHolds, holdPlace } from './holds-repo';
import { refusal } from '../../http/app-error';

export interface SelectTimeslotInput {
  date: string;
  timeslotId: number;
}

export interface CalendarOptions {
  now: Date;
  holdMinutes: number;
  daysAhead: number;
}

const MINUTE = 60_000;

/**
 * Takes a place in a timeslot for the cart, or refuses with the reason. The
 * dated slot's row is locked FOR UPDATE while the places are counted and the
 * hold written, so concurrent shoppers queue on it and the capacity holds.
 * The cart's previous hold is replaced, which releases its place.
 */
export async function selectTimeslot(
  db: Db,
  ctx: CartContext,
  input: SelectTimeslotInput,
  options: CalendarOptions,
): Promise<void> {
  const { now } = options;
  const slot = await findTimeslot(db, input.timeslotId);
  if (!slot) throw refusal('timeslot.not_found', DELIVERY_MESSAGES.timeslotNotFound, 'timeslot_id');

  const current = await currentDelivery(db, ctx);
  const target = current.address ? await targetOf(db, current.address) : undefined;
  if (!current.address || !target || !sameOwner(slot, target.owner))
    throw refusal(
      'timeslot.not_for_address',
      DELIVERY_MESSAGES.timeslotNotForAddress,
      'timeslot_id',
    );

  const window = calendarWindow(now, options.daysAhead);
  if (input.date < window.from)
    throw refusal('timeslot.closed', DELIVERY_MESSAGES.timeslotClosed, 'sel_date');
  if (input.date > window.to)
    throw refusal('timeslot.not_found', DELIVERY_MESSAGES.timeslotNotFound, 'sel_date');
  await prepareCalendar(db, target.owner, window);
  const address = current.address;

  await db.transaction(async (tx) => {
    // The cart first, then the slot: every path takes locks in this order.
    await lockCart(tx, ctx.cartId);
    const day = await lockTimeslotDay(tx, input.timeslotId, input.date);
    if (!day) throw refusal('timeslot.not_found', DELIVERY_MESSAGES.timeslotNotFound, 'sel_date');
    if (day.cutoffAt.getTime() <= now.getTime())
      throw refusal('timeslot.closed', DELIVERY_MESSAGES.timeslotClosed, 'timeslot_id');
    const others = await countOtherLiveHolds(tx, day.timeslotDayId, ctx.cartId, now);
    if (day.orderedCount + others >= day.capacity)
      throw refusal('timeslot.full', DELIVERY_MESSAGES.timeslotFull, 'timeslot_id');

    await holdPlace(
      tx,
      ctx.cartId,
      day.timeslotDayId,
      new Date(now.getTime() + options.holdMinutes * MINUTE),
    );
    await saveCartDelivery(tx, {
      cartId: ctx.cartId,
      addressId: address.addressId,
      addressAutoAssigned: current.autoAssigned,
      timeslotDayId: day.timeslotDayId,
      timeslotAutoAssigned: false,
    });
    // An auto-assigned address may not have moved the cart yet.
    await moveCart(tx, ctx, target);
  });
}

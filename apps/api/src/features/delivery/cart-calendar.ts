import { centsToEuros, type TimeslotDay, daysBetween } from '@spesa/domain';
import type { Db } from '../../db/client';
import { hhmm } from './calendar-dates';
import { listSlotsOnDays } from './calendar-repo';
import { calendarWindow, prepareCalendar } from './calendar-window';
import { currentDelivery, targetOf, type CartContext } from './cart-context';
import { deliveryServiceIdOf } from './mappers';
import { timeslotStatus } from './slot-status';

export interface CartCalendarOptions {
  now: Date;
  daysAhead: number;
  /** Also slots whose orders have closed. */
  showClosed: boolean;
  /** Also days without any slot. */
  allDays: boolean;
}

export interface CartCalendar {
  days: TimeslotDay[];
  addressId: number | null;
  deliveryServiceId: number | null;
}

/** The timeslots of the cart's address for the coming days, with live capacity. */
export async function cartCalendar(
  db: Db,
  ctx: CartContext,
  options: CartCalendarOptions,
): Promise<CartCalendar> {
  const { now } = options;
  const current = await currentDelivery(db, ctx);
  const address = current.address;
  const target = address ? await targetOf(db, address) : undefined;
  if (!address || !target) {
    return {
      days: [],
      addressId: address?.addressId ?? null,
      deliveryServiceId: address ? deliveryServiceIdOf(address.addressTypeId) : null,
    };
  }
  const window = calendarWindow(now, options.daysAhead);
  await prepareCalendar(db, target.owner, window);
  const slots = await listSlotsOnDays(db, target.owner, window.from, window.to, now);
  const chosen = current.row?.timeslotDayId ?? null;

  const byDate = new Map<string, TimeslotDay>();
  for (const date of daysBetween(window.from, window.to))
    byDate.set(date, { dateIso: date, selected: false, timeslots: [] });
  for (const slot of slots) {
    const open = slot.cutoffAt.getTime() > now.getTime();
    if (!open && !options.showClosed) continue;
    const day = byDate.get(slot.slotDate);
    if (!day) continue;
    const selected = open && slot.timeslotDayId === chosen;
    day.selected ||= selected;
    day.timeslots.push({
      timeslotId: slot.timeslotId,
      name: slot.name,
      beginTime: hhmm(slot.beginTime),
      endTime: hhmm(slot.endTime),
      status: timeslotStatus(slot.taken, slot.capacity),
      active: open ? 1 : 0,
      selected,
      deliveryFee: centsToEuros(slot.feeCents),
      available: Math.max(0, slot.capacity - slot.taken),
      cutoffAt: slot.cutoffAt.toISOString(),
    });
  }
  const days = [...byDate.values()].filter((d) => options.allDays || d.timeslots.length > 0);
  return {
    days,
    addressId: address.addressId,
    deliveryServiceId: deliveryServiceIdOf(address.addressTypeId),
  };
}

import {
  CALENDAR_MESSAGES,
  MANAGER_CALENDAR_DAYS,
  centsToEuros,
  checkClosingReason,
  checkSlotCapacity,
  daysBetween,
  type CalendarCheck,
  type StaffCalendar,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import { hhmm } from './calendar-dates';
import { lockTimeslotDayById } from './calendar-repo';
import { calendarWindow, prepareCalendar, type CalendarWindow } from './calendar-window';
import { holidaysBetween } from './holidays';
import {
  closeDatedSlot,
  closingsOf,
  datedSlotsOf,
  liveHolds,
  ownersOf,
  setDatedCapacity,
  warehouseName,
  warehouseOfSlot,
} from './manager-calendar-repo';
import { closeDatedSlots, saveClosing } from './setup-repo';

/*
 * The store manager's calendar (decision 053): the warehouse's dated slots of
 * the coming weeks, their capacity raised or lowered, a slot or a whole day
 * closed with a reason. The delivery feature alone writes these tables; the
 * staff console calls here.
 */

const refuse = (check: CalendarCheck): void => {
  if (!check.ok) throw refusal(check.code, check.message, check.field);
};

/** Why each closed day of the window is closed: the grocer's closing first, else the holiday. */
async function closedReasons(
  db: Db,
  warehouseId: number,
  window: CalendarWindow,
): Promise<Map<string, string>> {
  const reasons = new Map<string, string>(
    holidaysBetween(window.from, window.to).map((day) => [day, CALENDAR_MESSAGES.holiday]),
  );
  for (const c of await closingsOf(db, warehouseId, window)) reasons.set(c.day, c.reason);
  return reasons;
}

export function managerWindow(now: Date): CalendarWindow {
  return calendarWindow(now, MANAGER_CALENDAR_DAYS);
}

/**
 * The warehouse's calendar for the coming weeks: every day, its closing
 * reason, and each owner's dated slots with the places booked (orders and
 * live holds) against the capacity. Lays the dated slots out first, as the
 * shopper's calendar does.
 */
export async function managerCalendar(
  db: Db,
  warehouseId: number,
  now: Date,
): Promise<StaffCalendar> {
  const window = managerWindow(now);
  const [owners, name] = await Promise.all([
    ownersOf(db, warehouseId),
    warehouseName(db, warehouseId),
  ]);
  for (const o of owners) await prepareCalendar(db, o.owner, window);
  const [rows, reasons] = await Promise.all([
    datedSlotsOf(
      db,
      owners.map((o) => o.owner),
      window,
      now,
    ),
    closedReasons(db, warehouseId, window),
  ]);
  const keyOf = (row: { addressId: number | null; zoneId: number | null }) =>
    row.addressId !== null ? `a${row.addressId}` : `z${row.zoneId}`;
  return {
    warehouseId,
    warehouseName: name,
    days: daysBetween(window.from, window.to).map((date) => {
      const ofDay = rows.filter((r) => r.slotDate === date);
      return {
        date,
        closedReason: reasons.get(date) ?? null,
        owners: owners.flatMap((o) => {
          const slots = ofDay.filter((r) => keyOf(r) === o.key);
          if (slots.length === 0) return [];
          return [
            {
              key: o.key,
              kind: o.kind,
              name: o.name,
              slots: slots.map((s) => ({
                timeslotDayId: s.timeslotDayId,
                name: s.name,
                beginTime: hhmm(s.beginTime),
                endTime: hhmm(s.endTime),
                booked: s.ordered + s.held,
                ordered: s.ordered,
                capacity: s.capacity,
                fee: centsToEuros(s.feeCents),
                cutoffAt: s.cutoffAt.toISOString(),
                closedReason: s.closedReason,
              })),
            },
          ];
        }),
      };
    }),
  };
}

/** The dated slot locked, if it belongs to the warehouse and lies in the manager's window. */
async function lockWarehouseSlot(tx: Db, warehouseId: number, timeslotDayId: number, now: Date) {
  const slot = await lockTimeslotDayById(tx, timeslotDayId);
  const window = managerWindow(now);
  const notFound = refusal('calendar.slot_not_found', CALENDAR_MESSAGES.slotNotFound);
  if (!slot || slot.slotDate < window.from || slot.slotDate > window.to) throw notFound;
  if ((await warehouseOfSlot(tx, slot.timeslotId)) !== warehouseId) throw notFound;
  return slot;
}

/**
 * A dated slot's new capacity, never below its booked places. The slot is
 * locked as whoever takes a place locks it, so a shopper buying meanwhile
 * is counted.
 */
export async function changeSlotCapacity(
  db: Db,
  warehouseId: number,
  timeslotDayId: number,
  capacity: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const slot = await lockWarehouseSlot(tx, warehouseId, timeslotDayId, now);
    if (slot.closedReason !== null)
      throw refusal('calendar.slot_closed', CALENDAR_MESSAGES.slotClosed, 'capacity');
    refuse(
      checkSlotCapacity(
        capacity,
        slot.orderedCount + (await liveHolds(tx, slot.timeslotDayId, now)),
      ),
    );
    await setDatedCapacity(tx, timeslotDayId, capacity);
  });
}

/**
 * One dated slot closed: it takes no more orders (its capacity becomes its
 * orders) and keeps the reason. The row stays, so laying the calendar out
 * again does not bring it back.
 */
export async function closeSlot(
  db: Db,
  warehouseId: number,
  timeslotDayId: number,
  reason: string,
  now: Date,
): Promise<void> {
  refuse(checkClosingReason(reason));
  await db.transaction(async (tx) => {
    await lockWarehouseSlot(tx, warehouseId, timeslotDayId, now);
    await closeDatedSlot(tx, timeslotDayId, reason.trim());
  });
}

/** A day of the manager's window, from today on; refused otherwise. */
export function checkManagerDay(date: string, now: Date): void {
  const window = managerWindow(now);
  if (date < window.from || date > window.to)
    throw refusal('calendar.day_out_of_calendar', CALENDAR_MESSAGES.dayOutOfCalendar, 'date');
}

/**
 * A whole day closed for the warehouse, as the delivery set-up feed closes
 * one: the reason kept in closing_days, the free dated slots gone, those
 * with orders left, full, for the orders they hold.
 */
export async function closeWarehouseDay(
  db: Db,
  warehouseId: number,
  date: string,
  reason: string,
  now: Date,
): Promise<void> {
  refuse(checkClosingReason(reason));
  checkManagerDay(date, now);
  const closing = { day: date, warehouseId, reason: reason.trim() };
  await db.transaction(async (tx) => {
    await saveClosing(tx, closing);
    await closeDatedSlots(tx, closing);
  });
}

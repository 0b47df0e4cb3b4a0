import { addDays, shopDayOf } from '@spesa/domain';
import type { Db } from '../../db/client';
import { closingDaysBetween, ensureTimeslotDays, type CalendarOwner } from './calendar-repo';
import { holidaysBetween } from './holidays';

export interface CalendarWindow {
  from: string;
  to: string;
}

/** Today and the following days in Rome: what the timeslot selector offers. */
export function calendarWindow(now: Date, daysAhead: number): CalendarWindow {
  const from = shopDayOf(now);
  return { from, to: addDays(from, daysAhead - 1) };
}

/** Makes sure the window's dated slots exist (for one owner, or all when null). */
export async function prepareCalendar(
  db: Db,
  owner: CalendarOwner | null,
  window: CalendarWindow,
): Promise<void> {
  await ensureTimeslotDays(
    db,
    owner,
    window.from,
    window.to,
    holidaysBetween(window.from, window.to),
  );
}

/**
 * The days each warehouse's stores and couriers are closed between two
 * dates: the national holidays and the grocer's closing days (its own and
 * the whole shop's), ascending.
 */
export async function closedDates(
  db: Db,
  window: CalendarWindow,
): Promise<(warehouseId: number) => string[]> {
  const holidays = holidaysBetween(window.from, window.to);
  const closings = await closingDaysBetween(db, window.from, window.to);
  return (warehouseId) =>
    [
      ...new Set([
        ...holidays,
        ...closings
          .filter((c) => c.warehouseId === null || c.warehouseId === warehouseId)
          .map((c) => c.day),
      ]),
    ].sort();
}

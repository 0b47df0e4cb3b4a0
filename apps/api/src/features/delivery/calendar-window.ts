import type { Db } from '../../db/client';
import { addDays, romeDateOf } from './calendar-dates';
import { ensureTimeslotDays, type CalendarOwner } from './calendar-repo';
import { holidaysBetween } from './holidays';

export interface CalendarWindow {
  from: string;
  to: string;
}

/** Today and the following days in Rome: what the timeslot selector offers. */
export function calendarWindow(now: Date, daysAhead: number): CalendarWindow {
  const from = romeDateOf(now);
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

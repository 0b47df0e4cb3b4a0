import { CALENDAR_MESSAGES } from '../texts/manager-console';

/** A check of the manager's calendar: passes, or refuses naming the field. */
export type CalendarCheck =
  { ok: true } | { ok: false; code: string; message: string; field: string };

/** How far ahead the manager's calendar looks: the weeks a shopper can book and a little more. */
export const MANAGER_CALENDAR_DAYS = 14;

/** The longest reason a closing keeps: a line the console and the shopper read. */
export const CLOSING_REASON_MAX = 200;

/**
 * A dated slot's new capacity: a whole number, never below the places
 * already booked (orders and live holds), so no order or hold loses its place.
 */
export function checkSlotCapacity(capacity: number, booked: number): CalendarCheck {
  if (!Number.isInteger(capacity) || capacity < 0)
    return {
      ok: false,
      code: 'calendar.capacity_invalid',
      message: CALENDAR_MESSAGES.capacityInvalid,
      field: 'capacity',
    };
  if (capacity < booked)
    return {
      ok: false,
      code: 'calendar.below_booked',
      message: CALENDAR_MESSAGES.belowBooked(booked),
      field: 'capacity',
    };
  return { ok: true };
}

/** Closing a slot or a day needs a reason: the console shows it to whoever comes next. */
export function checkClosingReason(reason: string): CalendarCheck {
  const trimmed = reason.trim();
  if (trimmed.length === 0)
    return {
      ok: false,
      code: 'calendar.reason_required',
      message: CALENDAR_MESSAGES.reasonRequired,
      field: 'reason',
    };
  if (trimmed.length > CLOSING_REASON_MAX)
    return {
      ok: false,
      code: 'calendar.reason_too_long',
      message: CALENDAR_MESSAGES.reasonTooLong(CLOSING_REASON_MAX),
      field: 'reason',
    };
  return { ok: true };
}

import { INTL_LOCALE, eurosToCents, formatEuro, onFirstUse } from '@spesa/domain';

/** The shop's clock: deadlines and slots are Italian times. */
const SHOP_TIME_ZONE = 'Europe/Rome';

export const euro = (value: number): string => formatEuro(eurosToCents(value));

const timeFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** 'HH:MM' of an ISO instant, in Italian time. */
export const clockTime = (iso: string): string => timeFormatter().format(new Date(iso));

const dayFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);

/** 'Giovedì 12 marzo' of a YYYY-MM-DD date. */
export function longDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const text = dayFormatter().format(parsed);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** SPEC §3 Delivery service 1: pickup at a store (or locker). */
export const PICKUP_SERVICE_ID = 1;

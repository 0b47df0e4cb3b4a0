import { INTL_LOCALE, eurosToCents, formatEuro, onFirstUse } from '@spesa/domain';

/** The shop's clock: order dates and slots are Italian times. */
const SHOP_TIME_ZONE = 'Europe/Rome';

/** SPEC §3 Delivery service 1: pickup at a store (or locker). */
export const PICKUP_SERVICE_ID = 1;

export const euro = (value: number): string => formatEuro(eurosToCents(value));

const dateTimeFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);

const dateFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** '12 marzo 2026, 10:42' of an ISO instant, in Italian time. */
export const dateTime = (iso: string): string => dateTimeFormatter().format(new Date(iso));

/** '12 marzo 2026' of an ISO instant, in Italian time. */
export const placedDate = (iso: string): string => dateFormatter().format(new Date(iso));

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

const numberFormatter = onFirstUse(
  () => new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 3 }),
);

export const amount = (value: number): string => numberFormatter().format(value);

const shortDateFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** '12/03/2026' of a YYYY-MM-DD date (a document's date, a due date). */
export function shortDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : shortDateFormatter().format(parsed);
}

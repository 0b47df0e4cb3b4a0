import { INTL_LOCALE, onFirstUse, SHOP_TIME_ZONE } from '@spesa/domain';

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

/** '12 marzo 2026, 10:42' of an ISO instant, in Italian time. */
export const dateTime = (iso: string): string => dateTimeFormatter().format(new Date(iso));

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

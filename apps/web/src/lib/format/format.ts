import { INTL_LOCALE, SHOP_TIME_ZONE, eurosToCents, formatEuro, onFirstUse } from '@spesa/domain';

/** '5,00 €' of euros on the wire. */
export const euro = (value: number): string => formatEuro(eurosToCents(value));

const dateFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** '12 marzo 2026' of an ISO instant, in Italian time. */
export const italianDate = (iso: string): string => dateFormatter().format(new Date(iso));

const dayFormatter = onFirstUse(
  () =>
    new Intl.DateTimeFormat(INTL_LOCALE, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);

const dayOf = (date: string): Date | null => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** 'giovedì 12 marzo' of a YYYY-MM-DD date; the text itself when it is not one. */
export function longDay(date: string): string {
  const day = dayOf(date);
  return day ? dayFormatter().format(day) : date;
}

/** 'Giovedì 12 marzo' of a YYYY-MM-DD date, as a sentence starts it; the text itself when it is not one. */
export function longDate(date: string): string {
  const day = dayOf(date);
  if (!day) return date;
  const text = dayFormatter().format(day);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) in the shop's time zone. The
 * shop is in Italy: "today" and opening hours are Rome's, whatever the server's
 * own zone is.
 */
export const SHOP_TIME_ZONE = 'Europe/Rome';

const romeDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Rome at an instant. */
export const romeDateOf = (instant: Date): string => romeDate.format(instant);

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as PostgreSQL's extract(dow). */
export const weekdayOf = (isoDate: string): number => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** 'HH:MM:SS' from the database → 'HH:MM' on the wire. */
export const hhmm = (time: string): string => time.slice(0, 5);

export const WEEKDAY_NAMES = [
  'Domenica',
  'Lunedì',
  'Martedì',
  'Mercoledì',
  'Giovedì',
  'Venerdì',
  'Sabato',
] as const;

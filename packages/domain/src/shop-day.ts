import { onFirstUse } from './intl';
import { SHOP_TIME_ZONE } from './time-zone';

/*
 * The shop's days: Rome's, whatever the zone of the server or the phone.
 * «Today», an offer's days, a slot's date, a parking booking and the staff
 * board all count days here, as ISO dates (YYYY-MM-DD).
 */

const rome = /* @__PURE__ */ onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }),
);

const romeParts = (instant: Date): { day: string; hour: number } => {
  const parts = Object.fromEntries(
    rome()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
};

/** The shop's day at an instant. */
export const shopDayOf = (instant: Date): string => romeParts(instant).day;

/** The instant a shop's day begins: midnight in Rome, an hour or two before midnight UTC. */
export function shopDayStart(day: string): Date {
  for (const hours of [1, 2]) {
    const candidate = new Date(Date.parse(`${day}T00:00:00Z`) - hours * 3_600_000);
    const at = romeParts(candidate);
    if (at.day === day && at.hour === 0) return candidate;
  }
  throw new Error(`no midnight in Rome on ${day}`);
}

/** The day `days` after (or before, when negative) an ISO day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day after an ISO day. */
export const nextDay = (day: string): string => addDays(day, 1);

/** 0 = Sunday … 6 = Saturday, as PostgreSQL's extract(dow). */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The days from one to the other, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = nextDay(d)) out.push(d);
  return out;
}

import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

/** gg/mm/aaaa with both leading zeros, as the message asks. */
const DATE_PATTERN = /^([0-9]{2})\/([0-9]{2})\/([0-9]{4})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const daysInMonth = (year: number, month: number): number =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

/**
 * Parses "dd/mm/yyyy" into a calendar date, or null when the text is not in
 * that form or names a day that does not exist (31/02, 29/02 of a common year).
 * The spec's original pattern was unusable (a stray space), so this is ours.
 */
export const parseItalianDate = (value: string): CalendarDate | null => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, dayText = '', monthText = '', yearText = ''] = match;
  const day = Number(dayText);
  const month = Number(monthText);
  const year = Number(yearText);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

/** "25/12/2024" → "2024-12-25" for the API, or null. */
export const italianDateToIso = (value: string): string | null => {
  const date = parseItalianDate(value);
  if (!date) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
};

export const isValidItalianDate = (value: string): boolean => parseItalianDate(value) !== null;

export const dateRule = (message: string = VALIDATION_MESSAGES.date): FieldRule =>
  optionalRule(isValidItalianDate, message);

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

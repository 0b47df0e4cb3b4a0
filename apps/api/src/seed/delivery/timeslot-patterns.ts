import type { OpeningHours } from '../../db/schema/delivery';

/** A weekly slot before it is given an owner. Fees are cents. */
export interface SlotPattern {
  name: string;
  beginTime: string;
  endTime: string;
  weekdays: number[];
  capacity: number;
  feeCents: number;
  cutoffMinutes: number;
}

const MON_SAT = [1, 2, 3, 4, 5, 6];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Two hours before the slot: time to pick and pack the order. */
const PICKUP_CUTOFF = 120;
/** Lockers are loaded by the store's staff on a round: three hours. */
const LOCKER_CUTOFF = 180;
const HOME_CUTOFF = 120;

const toMinutes = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Counter pickup: two-hour slots inside the store's opening hours, on the days it opens. */
export function counterPatterns(hours: OpeningHours): SlotPattern[] {
  const candidates = [
    ['Mattina', '09:00', '11:00', 12],
    ['Fine mattina', '11:00', '13:00', 12],
    ['Pomeriggio', '16:00', '18:00', 12],
    ['Sera', '18:00', '19:30', 10],
  ] as const;
  return candidates
    .map(([name, beginTime, endTime, capacity]) => ({
      name,
      beginTime,
      endTime,
      capacity,
      feeCents: 0,
      cutoffMinutes: PICKUP_CUTOFF,
      weekdays: Object.entries(hours)
        .filter(([, spans]) =>
          (spans ?? []).some(
            ([open, close]) =>
              toMinutes(open) <= toMinutes(beginTime) && toMinutes(endTime) <= toMinutes(close),
          ),
        )
        .map(([day]) => Number(day))
        .sort(),
    }))
    .filter((p) => p.weekdays.length > 0);
}

/** Lockers are open around the clock; they are filled twice a day, every day. */
export const LOCKER_PATTERNS: readonly SlotPattern[] = [
  {
    name: 'Ritiro dal pomeriggio',
    beginTime: '13:00',
    endTime: '20:00',
    weekdays: EVERY_DAY,
    capacity: 16,
    feeCents: 0,
    cutoffMinutes: LOCKER_CUTOFF,
  },
  {
    name: 'Ritiro dalla sera',
    beginTime: '20:00',
    endTime: '23:00',
    weekdays: EVERY_DAY,
    capacity: 16,
    feeCents: 0,
    cutoffMinutes: LOCKER_CUTOFF,
  },
];

/** Home delivery, Monday to Saturday; the evening slot costs more. */
export const HOME_PATTERNS: readonly SlotPattern[] = [
  ['Mattina', '09:00', '11:00', 8, 490],
  ['Fine mattina', '11:00', '13:00', 8, 490],
  ['Primo pomeriggio', '14:00', '16:00', 8, 490],
  ['Pomeriggio', '16:00', '18:00', 8, 490],
  ['Tardo pomeriggio', '18:00', '20:00', 8, 490],
  ['Sera', '20:00', '22:00', 6, 690],
].map(([name, beginTime, endTime, capacity, feeCents]) => ({
  name: String(name),
  beginTime: String(beginTime),
  endTime: String(endTime),
  weekdays: MON_SAT,
  capacity: Number(capacity),
  feeCents: Number(feeCents),
  cutoffMinutes: HOME_CUTOFF,
}));

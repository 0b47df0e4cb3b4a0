import { addDays, shopDayOf, weekdayOf } from '@spesa/domain';
import { describe, expect, it } from 'vitest';
import { easterSunday, holidaysBetween, italianHolidays } from './holidays';
import { timeslotStatus } from './slot-status';

describe('Italian holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('lists the eleven national holidays of 2026 and 2027, Easter Monday included', () => {
    expect(italianHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
    // Easter Monday 2027 is 29 March.
    expect(italianHolidays(2027)).toContain('2027-03-29');
    expect(italianHolidays(2027)).toHaveLength(11);
  });

  it('finds holidays across a new year', () => {
    expect(holidaysBetween('2026-12-24', '2027-01-07')).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
      '2027-01-06',
    ]);
  });
});

describe('calendar dates', () => {
  it('takes the date in Rome, not UTC', () => {
    // 23:30 UTC on 31 December is already New Year in Rome.
    expect(shopDayOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(shopDayOf(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('adds days over month ends and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-05-03')).toBe(0);
  });
});

describe('timeslot status', () => {
  it.each([
    [0, 10, 'empty'],
    [6, 10, 'empty'],
    // 70% taken: almost full, still selectable
    [7, 10, 'intermediate'],
    [9, 10, 'intermediate'],
    [10, 10, 'full'],
    // a slot whose capacity was lowered below what it already holds
    [12, 10, 'full'],
    [0, 0, 'full'],
    [0, 1, 'empty'],
  ] as const)('%i of %i taken → %s', (taken, capacity, status) => {
    expect(timeslotStatus(taken, capacity)).toBe(status);
  });
});

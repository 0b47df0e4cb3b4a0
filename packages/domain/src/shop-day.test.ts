import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, nextDay, shopDayOf, shopDayStart, weekdayOf } from './shop-day';

describe('the shop’s days', () => {
  it('begin at midnight in Rome, in winter and in summer time', () => {
    expect(shopDayStart('2026-12-24').toISOString()).toBe('2026-12-23T23:00:00.000Z');
    expect(shopDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(shopDayOf(new Date('2026-12-23T23:00:00Z'))).toBe('2026-12-24');
    expect(shopDayOf(new Date('2026-12-23T22:59:59Z'))).toBe('2026-12-23');
  });

  it('count across months, years and the changes of the clock', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(nextDay('2027-03-28')).toBe('2027-03-29');
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2027-01-02', '2027-01-01')).toEqual([]);
  });
});

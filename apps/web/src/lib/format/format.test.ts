import { describe, expect, it } from 'vitest';
import { euro, italianDate, longDate, longDay } from './format';

describe('the shop formats', () => {
  it.each([
    [4.47, '4,47\u00a0€'],
    [1234.5, '1.234,50\u00a0€'],
  ])('euro(%s) is %s', (value, text) => expect(euro(value)).toBe(text));

  it('dates an instant in Italian time', () => {
    expect(italianDate('2027-12-31T23:30:00Z')).toBe('1 gennaio 2028');
  });

  it('names the day of a date, capitalised, and leaves a non-date alone', () => {
    expect(longDate('2026-03-12')).toBe('Giovedì 12 marzo');
    expect(longDate('presto')).toBe('presto');
    expect(longDay('2026-11-22')).toBe('domenica 22 novembre');
  });
});

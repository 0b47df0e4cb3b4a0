import { describe, expect, it } from 'vitest';
import { formatEuro } from './format-euro';
import { InvalidAmountError } from './money';

/** Intl separates the symbol with U+00A0 (or U+202F in some ICU versions). */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuro', () => {
  it.each([
    [199, '1,99 €'],
    [0, '0,00 €'],
    [5, '0,05 €'],
    [1000, '10,00 €'],
    // Italian CLDR would print "1234,50 €"; shops group from four digits
    [123450, '1.234,50 €'],
    [123456789, '1.234.567,89 €'],
    [-250, '-2,50 €'],
  ])('%d cents → %s', (cents, expected) => {
    expect(plainSpaces(formatEuro(cents))).toBe(expected);
  });

  it('keeps the amount and the symbol together with a non-breaking space', () => {
    expect(formatEuro(199)).not.toContain(' ');
  });

  it('refuses fractional cents, which would mean a rounding bug upstream', () => {
    expect(() => formatEuro(19.9)).toThrow(InvalidAmountError);
  });
});

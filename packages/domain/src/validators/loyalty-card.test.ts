import { describe, expect, it } from 'vitest';
import { isValidEanCheckDigit, loyaltyCardCheckDigitRule, loyaltyCardRule } from './loyalty-card';

const MESSAGE = 'Numero di carta fedeltà non valido';

describe('isValidEanCheckDigit', () => {
  it.each([
    // the EAN-13 example of GS1 and Wikipedia
    ['4006381333931', true],
    ['4006381333932', false],
    ['8001234567890', false],
    // EAN-8 works with the same weights counted from the right
    ['96385074', true],
    ['2400000000013', true],
    ['9', false],
    ['40063813339A1', false],
  ])('%s → %s', (code, expected) => {
    expect(isValidEanCheckDigit(code)).toBe(expected);
  });
});

describe('loyaltyCardRule', () => {
  it.each([
    ['', true],
    ['2400000000013', true],
    ['2400000000014', true],
    ['1234567890123', MESSAGE],
    // not longer than the prefix: passes while the shopper is typing it
    ['24', true],
    ['2', true],
    ['9', true],
  ])('prefix 24, %j → %s', (value, expected) => {
    expect(loyaltyCardRule('24')(value)).toBe(expected);
  });

  it('takes a custom message', () => {
    expect(loyaltyCardRule('24', 'Carta non valida')('99999')).toBe('Carta non valida');
  });
});

describe('loyaltyCardCheckDigitRule', () => {
  it.each([
    ['', true],
    ['2400000000013', true],
    // right prefix, wrong check digit
    ['2400000000014', MESSAGE],
    // right check digit, wrong prefix
    ['4006381333931', MESSAGE],
    ['24000000000A3', MESSAGE],
  ])('prefix 24, %j → %s', (value, expected) => {
    expect(loyaltyCardCheckDigitRule('24')(value)).toBe(expected);
  });

  it('with an empty prefix checks only the digit', () => {
    expect(loyaltyCardCheckDigitRule('')('4006381333931')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { fiscalCodeOrVatRule, isValidVatChecksum, vatOnlyRule } from './vat-number';

const MESSAGE = 'P.Iva e C.F. devono avere 11 cifre';

describe('isValidVatChecksum', () => {
  it.each([
    ['12345678903', true],
    // doubled digits above 9 lose 9: 8 → 16 → 7
    ['00743110157', true],
    ['12345678901', false],
    ['1234567890', false],
    ['1234567890A', false],
  ])('%s → %s', (digits, expected) => {
    expect(isValidVatChecksum(digits)).toBe(expected);
  });
});

describe('vatOnlyRule', () => {
  it.each([
    ['', true],
    [undefined, true],
    ['12345678903', true],
    ['00743110157', true],
    ['12345678901', MESSAGE],
    ['1234567890', MESSAGE],
    ['123456789030', MESSAGE],
    // the IT country prefix belongs in a separate field
    ['IT12345678903', MESSAGE],
    // Luhn accepts all zeros, the tax office does not
    ['00000000000', MESSAGE],
    ['RSSMRA80A01H501U', MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(vatOnlyRule()(value)).toBe(expected);
  });
});

describe('fiscalCodeOrVatRule', () => {
  it.each([
    ['', true],
    ['RSSMRA80A01H501U', true],
    ['rssmra80a01h501u', true],
    ['12345678903', true],
    ['12345678901', MESSAGE],
    ['RSSMRA80A01H501X', MESSAGE],
    ['123', MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(fiscalCodeOrVatRule()(value)).toBe(expected);
  });
});

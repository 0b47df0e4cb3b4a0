import { describe, expect, it } from 'vitest';
import { fiscalCodeRule, isValidFiscalCodeChecksum } from './fiscal-code';

const MESSAGE = 'Formato non corretto';

describe('isValidFiscalCodeChecksum', () => {
  it.each([
    ['RSSMRA80A01H501U', true],
    ['RSSMRA85T10A562S', true],
    ['MRTMTT91D08F205J', true],
    ['rssmra80a01h501u', true],
    ['RSSMRA80A01H501A', false],
    ['RSSMRA80A01H501', false],
    ['RSSMRA80A01H501U1', false],
  ])('%s → %s', (code, expected) => {
    expect(isValidFiscalCodeChecksum(code)).toBe(expected);
  });
});

describe('fiscalCodeRule', () => {
  it.each([
    ['', true],
    [null, true],
    ['RSSMRA80A01H501U', true],
    // case-insensitive
    ['rssmra80a01h501u', true],
    // a woman born on the 5th: day 45
    ['BNCLRA90E45F205D', true],
    // omocodia: the last Belfiore digit 2 became N, with its own check letter
    ['RSSMRA85T10A56NH', true],
    // omocodia on two positions
    ['RSSMRA85T10A5SNT', true],
    // right pattern, wrong check letter
    ['RSSMRA80A01H501X', MESSAGE],
    // Z is not a month letter
    ['RSSMRA80Z01H501U', MESSAGE],
    // day tens digit 8 does not exist (0-3 men, 4-7 women)
    ['RSSMRA80A81H501U', MESSAGE],
    // W is not an omocodia letter
    ['RSSMRA8WA01H501U', MESSAGE],
    ['RSSMRA80A01H501', MESSAGE],
    // an 11-digit number is not a personal fiscal code
    ['12345678903', MESSAGE],
    ['RSSMRA80A01H501U ', MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(fiscalCodeRule()(value)).toBe(expected);
  });
});

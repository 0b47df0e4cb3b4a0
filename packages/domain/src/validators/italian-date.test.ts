import { describe, expect, it } from 'vitest';
import { dateRule, italianDateToIso, parseItalianDate } from './italian-date';

const MESSAGE = 'Formato della data gg/mm/aaaa';

describe('dateRule', () => {
  it.each([
    ['', true],
    [null, true],
    ['25/12/2024', true],
    ['01/01/1950', true],
    ['31/01/2024', true],
    ['30/04/2024', true],
    // leap years: divisible by 4 …
    ['29/02/2024', true],
    // … but not by 100 …
    ['29/02/1900', MESSAGE],
    // … unless by 400
    ['29/02/2000', true],
    ['29/02/2023', MESSAGE],
    ['31/02/2024', MESSAGE],
    ['31/04/2024', MESSAGE],
    ['00/01/2024', MESSAGE],
    ['01/13/2024', MESSAGE],
    ['01/00/2024', MESSAGE],
    ['00/00/0000', MESSAGE],
    // leading zeros are part of gg/mm
    ['1/2/2024', MESSAGE],
    ['01/02/24', MESSAGE],
    ['2024-02-01', MESSAGE],
    ['01-02-2024', MESSAGE],
    // the space of the spec's broken pattern is not accepted
    ['01/02/ 2024', MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(dateRule()(value)).toBe(expected);
  });
});

describe('parseItalianDate / italianDateToIso', () => {
  it.each([
    ['25/12/2024', { year: 2024, month: 12, day: 25 }, '2024-12-25'],
    ['05/03/0999', { year: 999, month: 3, day: 5 }, '0999-03-05'],
    ['31/06/2024', null, null],
  ])('%s', (value, parsed, iso) => {
    expect(parseItalianDate(value)).toEqual(parsed);
    expect(italianDateToIso(value)).toBe(iso);
  });
});

import { describe, expect, it } from 'vitest';
import { lettersOnlyRule, numbersOnlyRule } from './character-rules';

const LETTERS_MESSAGE = "Accetta solo caratteri dell'alfabeto";

describe('lettersOnlyRule', () => {
  it.each([
    ['Mario', true],
    ['', true],
    ['Maria Grazia', true],
    ['Niccolò', true],
    ['ÈLISA', true],
    ['François Müller', true],
    // "ò" typed as o + combining grave accent (macOS file names, some keyboards)
    ['Nicolo\u0300', true],
    // apostrophes and hyphens are outside the strict alphabet rule
    ["D'Angelo", LETTERS_MESSAGE],
    ['Rossi-Bianchi', LETTERS_MESSAGE],
    ['Mario2', LETTERS_MESSAGE],
    ['Mario.', LETTERS_MESSAGE],
    // non-Latin scripts are not "l'alfabeto"
    ['Мария', LETTERS_MESSAGE],
    // tabs and newlines are not the spaces between words
    ['Maria\tGrazia', LETTERS_MESSAGE],
  ])('%j → %s', (value, expected) => {
    expect(lettersOnlyRule()(value)).toBe(expected);
  });
});

describe('numbersOnlyRule', () => {
  it.each([
    ['20121', true],
    ['', true],
    [undefined, true],
    ['0012', true],
    ['12a', 'Accetta solo numeri'],
    ['12 34', 'Accetta solo numeri'],
    ['-5', 'Accetta solo numeri'],
    ['1,5', 'Accetta solo numeri'],
    // Arabic-Indic digits are digits to Unicode but not to our systems
    ['١٢', 'Accetta solo numeri'],
  ])('%j → %s', (value, expected) => {
    expect(numbersOnlyRule()(value)).toBe(expected);
  });
});

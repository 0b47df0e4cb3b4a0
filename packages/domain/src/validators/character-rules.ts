import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

/**
 * Letters of the Latin alphabet, accented ones included (à è é ì ò ù, and
 * foreign ones such as ç ñ ö for names), and spaces between words. Apostrophes,
 * hyphens and digits are refused: this is the strict "alphabet only" rule; a
 * surname field that must take D'Angelo or Rossi-Bianchi needs a looser rule.
 * NFC first so a letter typed as base + combining accent counts as a letter.
 */
const LETTERS_AND_SPACES = /^[\p{Script=Latin} ]+$/u;

export const isLettersOnly = (value: string): boolean =>
  LETTERS_AND_SPACES.test(value.normalize('NFC'));

export const lettersOnlyRule = (message: string = VALIDATION_MESSAGES.lettersOnly): FieldRule =>
  optionalRule(isLettersOnly, message);

const DIGITS = /^[0-9]+$/;

/** ASCII digits only: no sign, decimal separator or spaces (CAP, card numbers, codes). */
export const isDigitsOnly = (value: string): boolean => DIGITS.test(value);

export const numbersOnlyRule = (message: string = VALIDATION_MESSAGES.numbersOnly): FieldRule =>
  optionalRule(isDigitsOnly, message);

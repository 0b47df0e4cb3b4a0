import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

/**
 * Personal codice fiscale (DM 23/12/1976): 3+3 letters for surname and name,
 * 2 year digits, month letter, 2 day digits (+40 for women), the birthplace's
 * Belfiore code (letter + 3 digits) and a check letter. When two people would
 * share a code, digits are replaced from the right by the omocodia letters
 * L M N P Q R S T U V (standing for 0-9), so every digit position accepts them.
 */
const OMOCODIA_DIGIT = '[0-9LMNPQRSTUV]';
const FISCAL_CODE = new RegExp(
  `^[A-Z]{6}${OMOCODIA_DIGIT}{2}[ABCDEHLMPRST][0-7LMNPQRST]${OMOCODIA_DIGIT}[A-Z]${OMOCODIA_DIGIT}{3}[A-Z]$`,
  'i',
);

/** Values of characters in odd positions (1st, 3rd, …), from the decree's table. */
// prettier-ignore
const ODD_POSITION_VALUES: Readonly<Record<string, number>> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21,
  K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14,
  U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** Even positions: digits are worth themselves, letters their alphabet index (A = 0). */
const evenPositionValue = (char: string): number | undefined => {
  if (/^[0-9]$/.test(char)) return Number(char);
  if (/^[A-Z]$/.test(char)) return char.charCodeAt(0) - 65;
  return undefined;
};

/**
 * True when the 16th character is the check letter of the first 15. Works on
 * any case; does not check the pattern (isValidFiscalCode does both).
 */
export const isValidFiscalCodeChecksum = (code: string): boolean => {
  const upper = code.toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(upper)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const char = upper.charAt(i);
    // position i is 0-based, the decree counts from 1: index 0 is an odd position
    const value = i % 2 === 0 ? ODD_POSITION_VALUES[char] : evenPositionValue(char);
    if (value === undefined) return false;
    sum += value;
  }
  return upper.charAt(15) === String.fromCharCode(65 + (sum % 26));
};

export const isValidFiscalCode = (value: string): boolean =>
  FISCAL_CODE.test(value) && isValidFiscalCodeChecksum(value);

export const fiscalCodeRule = (message: string = VALIDATION_MESSAGES.fiscalCode): FieldRule =>
  optionalRule(isValidFiscalCode, message);

import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

/**
 * docs/rules/account.md: a card number longer than the brand's prefix must start with it.
 * Values no longer than the prefix pass, so the field does not complain while
 * the shopper is still typing it; the full length is an exactLengthRule's job.
 */
const hasCardPrefix = (value: string, prefix: string): boolean =>
  value.length <= prefix.length || value.startsWith(prefix);

/**
 * EAN/GTIN check digit (the cards are printed as EAN-13 barcodes): from the
 * right, excluding the check digit, digits are weighted 3, 1, 3, 1, …; the
 * check digit brings the weighted sum to a multiple of 10.
 */
export const isValidEanCheckDigit = (code: string): boolean => {
  if (!/^[0-9]{2,}$/.test(code)) return false;
  const payload = code.slice(0, -1);
  let sum = 0;
  for (let fromRight = 0; fromRight < payload.length; fromRight += 1) {
    const digit = Number(payload.charAt(payload.length - 1 - fromRight));
    sum += fromRight % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10 === Number(code.charAt(code.length - 1));
};

export const loyaltyCardRule = (
  prefix: string,
  message: string = VALIDATION_MESSAGES.loyaltyCard,
): FieldRule => optionalRule((value) => hasCardPrefix(value, prefix), message);

/** The prefix rule plus the EAN check digit of the whole number (digits only). */
export const loyaltyCardCheckDigitRule = (
  prefix: string,
  message: string = VALIDATION_MESSAGES.loyaltyCard,
): FieldRule =>
  optionalRule((value) => hasCardPrefix(value, prefix) && isValidEanCheckDigit(value), message);

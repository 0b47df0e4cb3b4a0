import { isValidFiscalCode } from './fiscal-code';
import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

const ELEVEN_DIGITS = /^[0-9]{11}$/;

/**
 * Check digit of a partita IVA (DPR 633/1972): digits in odd positions are
 * summed, digits in even positions are doubled (minus 9 when above 9) and
 * summed, and the 11th digit brings the total to a multiple of 10 (Luhn).
 * Companies' 11-digit codici fiscali use the same algorithm.
 */
export const isValidVatChecksum = (digits: string): boolean => {
  if (!ELEVEN_DIGITS.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(digits.charAt(i));
    if (i % 2 === 0) {
      sum += digit;
    } else {
      const doubled = digit * 2;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
  }
  return (10 - (sum % 10)) % 10 === Number(digits.charAt(10));
};

/** 11 digits with a valid check digit. All zeros passes Luhn but is no one's number. */
export const isValidVatNumber = (value: string): boolean =>
  ELEVEN_DIGITS.test(value) && value !== '00000000000' && isValidVatChecksum(value);

export const vatOnlyRule = (message: string = VALIDATION_MESSAGES.vatOnly): FieldRule =>
  optionalRule(isValidVatNumber, message);

/**
 * A person's codice fiscale, or an 11-digit number (partita IVA or a
 * company's numeric codice fiscale), whose check digit is verified too.
 */
export const fiscalCodeOrVatRule = (
  message: string = VALIDATION_MESSAGES.fiscalCodeOrVat,
): FieldRule =>
  optionalRule((value) => isValidFiscalCode(value) || isValidVatNumber(value), message);

import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

/** People write numbers as "333 123 4567", "02.1234567" or "+39-06-123456". */
const SEPARATORS = /[ .-]/g;
const INTERNATIONAL_PREFIX = /^(?:\+39|0039)/;

/**
 * Italian numbers after the optional +39 / 0039 prefix:
 * - landlines start with 0 and have 6 to 11 digits (the area code is part of the number);
 * - mobiles start with 3 and have 9 or 10 digits (10 today, 9 for a few old lines).
 * Other leading digits (toll-free 80x, premium 89x, 1xx services) are not a
 * number a courier can call back, so they are refused.
 */
export const isValidItalianPhone = (value: string): boolean => {
  const national = value.replace(SEPARATORS, '').replace(INTERNATIONAL_PREFIX, '');
  if (!/^[0-9]+$/.test(national)) return false;
  if (national.startsWith('0')) return national.length >= 6 && national.length <= 11;
  if (national.startsWith('3')) return national.length >= 9 && national.length <= 10;
  return false;
};

export const phoneRule = (message: string = VALIDATION_MESSAGES.phone): FieldRule =>
  optionalRule(isValidItalianPhone, message);

import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

/**
 * Dot-atom local part (RFC 5322 without quoted strings), host labels that do
 * not start or end with a hyphen, and a top-level domain of 2-11 letters
 * (docs/rules/account.md). Quoted local parts and IP-literal hosts are refused on purpose:
 * no shop customer has one and they are a classic injection vector.
 */
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,11}$/;

/** RFC 5321 limits the whole address to 254 characters and the local part to 64. */
const MAX_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

export const isValidEmail = (value: string): boolean => {
  if (value.length > MAX_LENGTH || !EMAIL.test(value)) return false;
  return value.indexOf('@') <= MAX_LOCAL_LENGTH;
};

export const emailRule = (message: string = VALIDATION_MESSAGES.email): FieldRule =>
  optionalRule(isValidEmail, message);

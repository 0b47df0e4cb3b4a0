import { optionalRule, type FieldRule } from './rule';
import { VALIDATION_MESSAGES, exactLengthMessage } from '../texts/validators';

export const PASSWORD_MIN_LENGTH = 6;

/** Length in characters as a person counts them: an accented letter or emoji is one. */
const characterCount = (value: string): number => [...value].length;

/** Spaces count: they are legitimate password characters. */
export const passwordRule = (message: string = VALIDATION_MESSAGES.password): FieldRule =>
  optionalRule((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, message);

export const exactLengthRule = (
  length: number,
  message: string = exactLengthMessage(length),
): FieldRule => optionalRule((value) => characterCount(value) === length, message);

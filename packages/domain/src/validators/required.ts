import { VALIDATION_MESSAGES } from './messages';
import { isBlank, type FieldRule } from './rule';

export const requiredRule =
  (message: string = VALIDATION_MESSAGES.required): FieldRule =>
  (value) =>
    isBlank(value) ? message : true;

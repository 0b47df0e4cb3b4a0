import { isBlank, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

export const requiredRule =
  (message: string = VALIDATION_MESSAGES.required): FieldRule =>
  (value) =>
    isBlank(value) ? message : true;

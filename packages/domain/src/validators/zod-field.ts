import { z } from 'zod';
import { runRules, type FieldRule } from './rule';
import { VALIDATION_MESSAGES } from '../texts/validators';

/**
 * A custom issue whose message is the Italian text a shopper reads (docs/rules/account.md):
 * the API answers it as is, where other failures only name their field.
 */
export const shopperIssue = (message: string, path?: PropertyKey[]) => ({
  code: 'custom' as const,
  message,
  params: { shopperMessage: true },
  ...(path ? { path } : {}),
});

/**
 * A zod string schema that runs `rules` in order and reports only the first
 * failure, as the forms show one message per field. The same schema drives
 * react-hook-form on the web and validates the body on the API (docs/architecture.md#packagesdomain).
 * A missing value (undefined from an unregistered input) reports what an
 * empty one would, so a required field says 'Campo obbligatorio', not zod's
 * English type error.
 */
export const ruleField = (...rules: FieldRule[]) => {
  const emptyFailure = runRules(undefined, rules);
  return z
    .string({ error: () => (emptyFailure === true ? VALIDATION_MESSAGES.required : emptyFailure) })
    .superRefine((value, ctx) => {
      const result = runRules(value, rules);
      if (result !== true) ctx.addIssue(shopperIssue(result));
    });
};

import { z } from 'zod';
import { emailRule } from './email';
import { requiredRule } from './required';
import type { FieldRule } from './rule';
import { ruleField } from './zod-field';
import { LOGIN_MESSAGES } from '../texts/validators';

/** docs/rules/account.md Login, as rule lists for inputs that validate on their own. */
export const LOGIN_FIELD_RULES = {
  email: [requiredRule(LOGIN_MESSAGES.emailRequired), emailRule()],
  password: [requiredRule(LOGIN_MESSAGES.passwordRequired)],
} as const satisfies Record<string, readonly FieldRule[]>;

/**
 * The login form (docs/rules/account.md Login screen). The password is not checked for
 * length here: accounts older than the 6-character rule must still log in.
 */
export const LoginFormSchema = z.object({
  email: ruleField(...LOGIN_FIELD_RULES.email),
  password: ruleField(...LOGIN_FIELD_RULES.password),
  rememberMe: z.boolean().optional(),
});
export type LoginFormValues = z.infer<typeof LoginFormSchema>;

/** docs/rules/account.md: submit proceeds only if the password is not empty. */
export const canSubmitLogin = (password: string | null | undefined): boolean =>
  LOGIN_FIELD_RULES.password.every((rule) => rule(password) === true);

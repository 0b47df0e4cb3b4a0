import { describe, expect, it } from 'vitest';
import { LoginFormSchema, canSubmitLogin } from './login-form';

const firstMessages = (input: unknown): Record<string, string> => {
  const result = LoginFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('LoginFormSchema', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['valid', { email: 'mario@example.it', password: 'x' }, {}],
    ['valid with remember me', { email: 'mario@example.it', password: 'x', rememberMe: true }, {}],
    [
      'empty',
      { email: '', password: '' },
      { email: "Digitare l'e-mail", password: 'Digitare la password' },
    ],
    // unregistered inputs arrive as undefined: same Italian text, not zod's English
    ['missing', {}, { email: "Digitare l'e-mail", password: 'Digitare la password' }],
    // only the first failing rule speaks
    ['bad email', { email: 'mario@', password: 'x' }, { email: 'Digitare una e-mail valida' }],
    // no length rule at login: old short passwords must still work
    ['short password', { email: 'mario@example.it', password: '123' }, {}],
  ])('%s', (_name, input, expected) => {
    expect(firstMessages(input)).toEqual(expected);
  });
});

describe('canSubmitLogin', () => {
  it.each([
    ['secret', true],
    ['', false],
    [undefined, false],
    ['   ', false],
  ])('%j → %s', (password, expected) => {
    expect(canSubmitLogin(password)).toBe(expected);
  });
});

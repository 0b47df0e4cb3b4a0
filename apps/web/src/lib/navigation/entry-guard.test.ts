import { afterEach, describe, expect, it } from 'vitest';
import { allowEntry, entryGuard, hasEntryPass, mayEnter } from './entry-guard';

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as unknown as Parameters<
    ReturnType<typeof entryGuard>
  >[0];

afterEach(() => window.sessionStorage.clear());

describe('entry guards keyed by page name', () => {
  it('lets a page in after the step that grants its pass, for half an hour', () => {
    const now = Date.now();
    expect(hasEntryPass('ResetPasswordSent', now)).toBe(false);
    allowEntry('ResetPasswordSent', now);
    expect(hasEntryPass('ResetPasswordSent', now + 60_000)).toBe(true);
    expect(hasEntryPass('ResetPasswordCompleted', now)).toBe(false);
    expect(hasEntryPass('ResetPasswordSent', now + 31 * 60_000)).toBe(false);
  });

  it('sends a visitor without the pass to the fallback', async () => {
    const guard = entryGuard('ResetPasswordSent', {
      kind: 'pass',
      fallback: '/reset-password-request',
    });
    let thrown: unknown;
    try {
      await guard(args('http://localhost/reset-password-sent'));
    } catch (response) {
      thrown = response;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/reset-password-request');
    allowEntry('ResetPasswordSent');
    expect(await guard(args('http://localhost/reset-password-sent'))).toBeNull();
  });

  it('lets the mail’s link in only with every parameter it needs', () => {
    const rule = { kind: 'query', params: ['token', 'login'], fallback: '/' } as const;
    expect(
      mayEnter('ResetPassword', rule, new URL('http://x/reset-password?token=a&login=b')),
    ).toBe(true);
    expect(mayEnter('ResetPassword', rule, new URL('http://x/reset-password?token=a'))).toBe(false);
    expect(mayEnter('ResetPassword', rule, new URL('http://x/reset-password?token=&login=b'))).toBe(
      false,
    );
  });

  it('sends a logged-in shopper away from the sign-up pages, and lets anyone open a mailed link', async () => {
    const visitor = { kind: 'visitor', loggedInTo: '/profile/dashboard' } as const;
    const signUp = (loggedIn: boolean) =>
      entryGuard('RegistrationUser', visitor, () => Promise.resolve(loggedIn));
    expect(await signUp(false)(args('http://localhost/registration-user'))).toBeNull();
    let thrown: unknown;
    try {
      await signUp(true)(args('http://localhost/registration-user'));
    } catch (response) {
      thrown = response;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/profile/dashboard');
    const open = entryGuard('EmailConfirmed', { kind: 'open' });
    expect(await open(args('http://localhost/email-confirmed'))).toBeNull();
  });
});

import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/*
 * What journeys that set the scene through the API share: a call whose
 * envelope must carry no error, a login as the web's own would leave it, and
 * axe once the page has stopped moving.
 */

/** The call's data; fails the journey on any refusal, naming the call. */
export async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  data?: object,
) {
  const res =
    method === 'GET' ? await request.get(url) : await request.post(url, data ? { data } : {});
  const envelope = await res.json();
  expect(envelope.response.errors, `${method} ${url}`).toEqual([]);
  return envelope.data;
}

/** Logged in: the cookie, and the stored session id the web's guards read (the cookie is HttpOnly). */
export async function logInByApi(page: Page, account: { email: string; password: string }) {
  const login = await page.request.post('/ebsn/api/auth/login', {
    form: { login: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  const session = login.headers()['x-ebsn-session'];
  await page.addInitScript((id) => window.localStorage.setItem('X-Ebsn-Session', id), session);
}

/** Axe once toasts and dialogs have finished moving (a toast fading in reads as low contrast). */
export async function axeSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await expectNoAxeViolations(page);
}

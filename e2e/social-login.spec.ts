import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, axeSettled } from './support/shop-api';
import { registeredAccount } from './support/registered-account';

/*
 * Social login (issue 15, docs/rules/account.md Account): 'Accedi con Google' through
 * the local OpenID provider the journeys start (npm run oidc). A first login
 * registers through the pre-filled form and lands logged in on
 * /profile/dashboard; the next one logs straight in; an address that has an
 * account already is linked only with that account's password.
 */

/** At the local provider's sign-in page: any address signs in (a listed test person or a new one). */
async function signInAtGoogle(page: Page, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi con Google' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Un altro indirizzo e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continua' }).click();
}

async function startGoogleLogin(page: Page) {
  await page.goto('/login');
  const google = page.getByRole('main').getByRole('link', { name: 'Accedi con Google' });
  await expect(google).toBeVisible();
  await google.click();
}

async function expectDashboardOf(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
  await expect(page.getByText(`Ciao ${firstName}`)).toBeVisible();
  const who = await api(page.request, 'GET', '/ebsn/api/auth/test');
  expect(who.user.firstName).toBe(firstName);
}

test('a first Google login registers through the pre-filled form and lands logged in; the next logs straight in', async ({
  page,
}) => {
  test.slow();
  const email = `anna.bianchi.${Date.now()}@esempio.it`;

  await page.goto('/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Accedi con Google' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Accedi con Facebook' })).toBeVisible();
  await axeSettled(page);

  await startGoogleLogin(page);
  await signInAtGoogle(page, email);

  await expect(page).toHaveURL(/\/registration-user\?social_login=google$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea il tuo account' })).toBeVisible();
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  // The provider's data fill the form.
  await expect(field(/^Nome/)).toHaveValue('Anna');
  await expect(field(/^Cognome/)).toHaveValue('Bianchi');
  await expect(field(/^E-mail/)).toHaveValue(email);
  await axeSettled(page);

  await field(/^Conferma e-mail/).fill(email);
  await page.getByLabel(/^Password/).fill('Segreta2026');
  await field(/^Indirizzo/).fill('Via dell’Indipendenza');
  await field(/^Civico/).fill('12');
  await field(/^CAP/).fill('40121');
  await field(/^Città/).fill('Bologna');
  await field(/^Provincia/).fill('BO');
  const stores = page.getByRole('combobox', { name: /^Punto vendita di riferimento/ });
  await expect(stores.locator('option')).not.toHaveCount(1);
  await stores.selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
  await page.getByRole('button', { name: 'Registrati' }).click();

  // Google verified the address: no confirmation mail, the account is open and logged in.
  await expectDashboardOf(page, 'Anna');
  await axeSettled(page);
  const { mails } = await api(
    page.request,
    'GET',
    `/dev/mail.json?to=${encodeURIComponent(email)}`,
  );
  expect(mails).toEqual([]);

  // Logged out everywhere (the provider's own session too): Google logs Anna straight in.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await startGoogleLogin(page);
  await signInAtGoogle(page, email);
  await expectDashboardOf(page, 'Anna');
});

test("an address with an account is linked only with that account's password", async ({ page }) => {
  // An account of its own: once linked, the demo shopper would log straight in on a retry.
  test.slow();
  const account = await registeredAccount(page, 'collega');
  await startGoogleLogin(page);
  await signInAtGoogle(page, account.email);

  await expect(page).toHaveURL(/\/social-login\/link/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Collega il tuo account Google' }),
  ).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await axeSettled(page);

  await page.getByLabel('Password', { exact: true }).fill('non-è-la-sua');
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await expect(page.getByText('E-mail o password non corretti.')).toBeVisible();
  await axeSettled(page);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Collega e accedi' }).click();
  await expectDashboardOf(page, account.firstName);
});

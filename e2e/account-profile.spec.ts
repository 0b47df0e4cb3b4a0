import { expect, test } from './support/test';
import { axeSettled, logInByApi } from './support/shop-api';
import { mailedLink, mailsTo, registeredAccount } from './support/registered-account';

/*
 * The account beyond registration (issue 15): a forgotten password, the
 * profile, the deletion of an account. Each journey registers an account of
 * its own through the API (register_user, the mailed code, registration_confirm),
 * so the demo accounts the other journeys share are never touched.
 */

// Each journey registers an account first (argon2 twice, mail, confirmation): three times the usual time.
test.describe.configure({ timeout: 90_000 });

test('forgot password: the mailed link sets a new password and logs the older session out', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // The spent link is checked once more at the end: password_reset_token_check answers 400.
  consoleErrors.allow(/status of 400/);
  const account = await registeredAccount(page, 'reset');
  // A session on another device, opened before the reset.
  const elsewhere = await browser.newContext({ baseURL });
  const login = await elsewhere.request.post('/ebsn/api/auth/login', {
    form: { login: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  const before = await elsewhere.request.get('/ebsn/api/auth/test');
  expect(
    ((await before.json()) as { data: { user: { userId: number } } }).data.user.userId,
  ).toBeGreaterThan(0);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/reset-password-request$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password dimenticata?' }),
  ).toBeVisible();
  await axeSettled(page);
  await page.getByRole('button', { name: 'Invia il link' }).click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await page.getByRole('button', { name: 'Invia il link' }).click();

  await expect(page).toHaveURL(/\/reset-password-sent$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' }),
  ).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await axeSettled(page);

  const link = await mailedLink(page, account.email, 'Reimposta la password');
  expect(link).toMatch(/^\/reset-password\?token=[\w-]{43}&login=/);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Scegli una nuova password' }),
  ).toBeVisible();
  await axeSettled(page);
  await page.getByRole('textbox', { name: 'Nuova password', exact: true }).fill('Nuova4567');
  await page.getByRole('textbox', { name: 'Ripeti la nuova password' }).fill('Nuova4568');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();
  await expect(page.getByText('Le due password non coincidono.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Ripeti la nuova password' }).fill('Nuova4567');
  await page.getByRole('button', { name: 'Salva la nuova password' }).click();

  await expect(page).toHaveURL(/\/reset-password-completed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Password aggiornata' })).toBeVisible();
  await axeSettled(page);
  // The older session is over.
  expect((await elsewhere.request.get('/ebsn/api/auth/test')).status()).toBe(419);
  await elsewhere.close();

  // The link is spent.
  await page.goto(link);
  await expect(page.getByText('Questo link è già stato usato.')).toBeVisible();
  await page.goto('/reset-password-completed');
  const loginForm = page.getByRole('main');
  await loginForm.getByLabel('Email').fill(account.email);
  await loginForm.getByLabel('Password', { exact: true }).fill('Nuova4567');
  await loginForm.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
});

test('the profile: personal data checked field by field, saved and confirmed; the telephone; a wrong password', async ({
  page,
}) => {
  const account = await registeredAccount(page, 'profilo');
  await logInByApi(page, account);
  await page.goto('/profile/dashboard');
  await page
    .getByRole('main')
    .getByRole('list', { name: 'Pagine del mio account' })
    .getByRole('link', { name: 'Il mio profilo' })
    .click();
  await expect(page).toHaveURL(/\/profile\/profile-update$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio profilo' })).toBeVisible();
  await expect(page).toHaveTitle('Il mio profilo | Mercatò');
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(
    account.firstName,
  );
  await axeSettled(page);

  const personal = page.getByRole('region', { name: 'Dati personali' });
  await personal.getByRole('textbox', { name: 'Codice fiscale' }).fill('RSSMRA80A01A94😀');
  await personal.getByRole('textbox', { name: 'Data di nascita' }).fill('31/02/1990');
  await personal.getByRole('button', { name: 'Salva i dati personali' }).click();
  await expect(personal.getByText('Formato non corretto')).toBeVisible();
  await expect(personal.getByText('Formato della data gg/mm/aaaa')).toBeVisible();
  await axeSettled(page);
  await personal.getByRole('textbox', { name: 'Codice fiscale' }).fill('rssmra80a01a944i');
  await personal.getByRole('textbox', { name: 'Data di nascita' }).fill('15/03/1990');
  await personal.getByRole('textbox', { name: 'Cognome' }).fill('Esposito Neri');
  await personal.getByRole('button', { name: 'Salva i dati personali' }).click();

  await expect(page).toHaveURL(/\/profile\/profile-confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profilo aggiornato' })).toBeVisible();
  await axeSettled(page);
  await page.getByRole('link', { name: 'Torna al mio profilo' }).click();
  await expect(personal.getByRole('textbox', { name: 'Cognome' })).toHaveValue('Esposito Neri');
  await expect(personal.getByRole('textbox', { name: 'Codice fiscale' })).toHaveValue(
    'RSSMRA80A01A944I',
  );
  await expect(personal.getByRole('textbox', { name: 'Data di nascita' })).toHaveValue(
    '15/03/1990',
  );

  const contact = page.getByRole('region', { name: 'Recapito telefonico' });
  await contact.getByRole('textbox', { name: 'Telefono' }).fill('');
  await contact.getByRole('button', { name: 'Salva il telefono' }).click();
  await expect(contact.getByText('Campo obbligatorio')).toBeVisible();
  await contact.getByRole('textbox', { name: 'Telefono' }).fill('+39 347 111 2233');
  await contact.getByRole('button', { name: 'Salva il telefono' }).click();
  await expect(contact.getByRole('status')).toHaveText('Recapito telefonico salvato.');

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByRole('textbox', { name: 'Password attuale' }).fill('Sbagliata1');
  await password.getByRole('textbox', { name: 'Nuova password', exact: true }).fill('Nuova4567');
  await password.getByRole('textbox', { name: 'Ripeti la nuova password' }).fill('Nuova4567');
  await password.getByRole('button', { name: 'Cambia password' }).click();
  await expect(password.getByText('La password attuale non è corretta.')).toBeVisible();
  await axeSettled(page);

  // A fresh page reads what was saved.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Recapito telefonico' })
      .getByRole('textbox', { name: 'Telefono' }),
  ).toHaveValue('+39 347 111 2233');
});

test('delete my account: confirmed in a dialog, logged out, told by mail, the login gone', async ({
  page,
}) => {
  const account = await registeredAccount(page, 'elimina');
  await logInByApi(page, account);
  await page.goto('/profile/profile-update');
  const data = page.getByRole('region', { name: 'I tuoi dati' });
  await expect(data.getByRole('link', { name: 'Scarica i miei dati' })).toHaveAttribute(
    'href',
    '/ebsn/api/registration/user_export',
  );
  const download = await page.request.get('/ebsn/api/registration/user_export');
  expect(((await download.json()) as { person: { email: string } }).person.email).toBe(
    account.email,
  );

  await data.getByRole('button', { name: 'Elimina il mio account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare l’account?' });
  await expect(dialog).toBeVisible();
  await axeSettled(page);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await data.getByRole('button', { name: 'Elimina il mio account' }).click();
  await dialog.getByLabel(/^Password/).fill(account.password);
  await dialog.getByRole('button', { name: 'Sì, elimina' }).click();

  await expect(page).toHaveURL(/\/$/);
  // Home says what happened: the page the shopper was on is gone with the account.
  await expect(
    page.getByRole('region', { name: 'Notifiche' }).getByText('Il tuo account è stato eliminato.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('button', { name: 'Accedi' }),
  ).toBeVisible();
  await axeSettled(page);
  const mails = await mailsTo(page, account.email);
  expect(mails.map((m) => m.subject)).toContain('Il tuo account Mercatò è stato eliminato');
  const again = await page.request.post('/ebsn/api/auth/login', {
    form: { login: account.email, password: account.password },
  });
  expect(((await again.json()) as { response: { status: number } }).response.status).not.toBe(0);
});

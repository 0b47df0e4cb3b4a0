import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { api, axeSettled } from './support/shop-api';

/*
 * Registration (issue 15, docs/rules/account.md Account, Registration): from the login's
 * register button through the form, the confirmation mail read from the
 * outbox (DEV_MAIL=true), its link, and the first login. Every page axe-clean.
 */

const PASSWORD = 'Segreta2026';

async function fillRegistration(page: Page, email: string) {
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  await field(/^Nome/).fill('Giulia');
  await field(/^Cognome/).fill('Verdi');
  await field(/^Data di nascita/).fill('14/02/1990');
  await field(/^Codice fiscale/).fill('VRDGLI90B54A944R');
  await field(/^Telefono/).fill('333 123 4567');
  await field(/^E-mail/).fill(email);
  await field(/^Conferma e-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await field(/^Indirizzo/).fill('Via dell’Indipendenza');
  await field(/^Civico/).fill('12');
  await field(/^CAP/).fill('40121');
  await field(/^Città/).fill('Bologna');
  await field(/^Provincia/).fill('BO');
  const stores = page.getByRole('combobox', { name: /^Punto vendita di riferimento/ });
  await expect(stores.locator('option')).not.toHaveCount(1);
  await stores.selectOption({ index: 1 });
}

test('register, confirm the e-mail from the mailed link, then log in', async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  // The spent link's second use answers 400, on purpose.
  consoleErrors.allow(/status of 400/);
  const email = `giulia.verdi.${Date.now()}@esempio.it`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Registrati' }).click();
  await expect(page).toHaveURL(/\/registration-user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea il tuo account' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Informativa sulla privacy/ })).toBeVisible();
  await axeSettled(page);

  // Nothing filled in: each required field says so, the privacy consent too.
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Campo obbligatorio').first()).toBeVisible();
  await expect(
    page.getByText('Per registrarti devi accettare l’informativa sulla privacy'),
  ).toBeVisible();
  await axeSettled(page);

  await fillRegistration(page, email);
  await page.getByRole('textbox', { name: /^Conferma e-mail/ }).fill(`altro.${email}`);
  await page.getByRole('checkbox', { name: /Informativa sulla privacy/ }).check();
  await page.getByRole('checkbox', { name: /Newsletter/ }).check();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Gli indirizzi e-mail non coincidono')).toBeVisible();
  // What was typed is still there.
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Giulia');
  await page.getByRole('textbox', { name: /^Conferma e-mail/ }).fill(email);
  await page.getByRole('button', { name: 'Registrati' }).click();

  await expect(page).toHaveURL(/\/registration-completed$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Controlla la tua e-mail' }),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await axeSettled(page);

  // Not confirmed yet: the login refuses and offers the mail again.
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText(/non è ancora confermato/)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Invia di nuovo l’e-mail di conferma' }),
  ).toBeVisible();

  const { mails } = await api(
    page.request,
    'GET',
    `/dev/mail.json?to=${encodeURIComponent(email)}`,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toContain('Conferma la tua registrazione');
  const link = new URL(/https?:\/\/\S+\/registration\/confirm\?\S+/.exec(mails[0].text)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail confermata' })).toBeVisible();
  await axeSettled(page);
  await page.getByRole('main').getByRole('button', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  const who = await api(page.request, 'GET', '/ebsn/api/auth/test');
  expect(who.user.firstName).toBe('Giulia');

  // The consents given at registration, changed on the profile page.
  await page.goto('/profile/profile-update');
  const consents = page.getByRole('region', { name: 'I miei consensi' });
  await expect(consents.getByRole('checkbox', { name: /Newsletter/ })).toBeChecked();
  await expect(consents.getByRole('checkbox', { name: /Informativa sulla privacy/ })).toBeChecked();
  await consents.getByRole('checkbox', { name: /Newsletter/ }).uncheck();
  await consents.getByRole('checkbox', { name: /Sondaggi/ }).check();
  await consents.getByRole('button', { name: 'Salva le preferenze' }).click();
  await expect(page.getByText('Le tue preferenze sui consensi sono state salvate.')).toBeVisible();
  const saved = await api(
    page.request,
    'GET',
    '/ebsn/api/user-registration-disclaimer/list-by-type',
  );
  expect(
    saved.registrationDisclaimers.map((d: { code: string; accepted: boolean | null }) => [
      d.code,
      d.accepted,
    ]),
  ).toEqual([
    ['privacy', true],
    ['newsletter', false],
    ['marketing', false],
    ['surveys', true],
  ]);
  await axeSettled(page);

  // The link is single-use: opened again, it says so and still offers the login.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conferma non riuscita' }),
  ).toBeVisible();
  await expect(page.getByText(/già stato usato/)).toBeVisible();
  await axeSettled(page);
});

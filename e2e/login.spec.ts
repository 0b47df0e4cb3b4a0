import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' });

async function openLoginDialog(page: Page) {
  await navbar(page).getByRole('button', { name: 'Accedi' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  return dialog;
}

test('log in, reload, still logged in, log out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Mercatò – La spesa online a casa tua');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Mercatò');
  await expectNoAxeViolations(page);

  const dialog = await openLoginDialog(page);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await dialog.getByRole('button', { name: 'Accedi' }).click();

  await expect(dialog).toBeHidden();
  const account = navbar(page).getByRole('button', { name: DEMO_SHOPPER.firstName });
  await expect(account).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
  await expect(navbar(page).getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.reload();
  await expect(navbar(page).getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('wrong password shows the error and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expectNoAxeViolations(page);

  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await main.getByLabel('Password', { exact: true }).fill('password-sbagliata');
  await main.getByRole('button', { name: 'Accedi' }).click();

  await expect(main.getByRole('alert')).toHaveText('E-mail o password non corretti.');
  await expect(main.getByLabel('Email')).toHaveValue(DEMO_SHOPPER.email);
  await expectNoAxeViolations(page);
});

test('empty fields show the login validators', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Accedi' }).click();
  await expect(main.getByText("Digitare l'e-mail")).toBeVisible();
  await expect(main.getByText('Digitare la password')).toBeVisible();
  await main.getByLabel('Email').fill('non-una-mail');
  await main.getByRole('button', { name: 'Accedi' }).click();
  await expect(main.getByText('Digitare una e-mail valida')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the login screen shows the password and offers registration', async ({ page }) => {
  await page.goto('/login');
  const main = page.getByRole('main');
  const password = main.getByLabel('Password', { exact: true });
  await password.fill('segreta');
  await expect(password).toHaveAttribute('type', 'password');
  await main.getByRole('button', { name: 'Mostra password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(main.getByRole('link', { name: 'Registrati' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Password dimenticata?' })).toBeVisible();
  await expect(main.getByRole('checkbox', { name: 'Ricordami' })).toBeVisible();
});

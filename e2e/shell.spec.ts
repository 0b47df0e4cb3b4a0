import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

test('an unknown page shows not-found inside the shop, answered 404', async ({
  page,
  consoleErrors,
}) => {
  // The server asks the build's own router table (its server bundle) whether the path is a page.
  consoleErrors.allow(/status of 404 .*questa-pagina-non-esiste/);
  expect((await page.goto('/questa-pagina-non-esiste'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/not-found hides the shop chrome and leads home', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404 .*\/not-found\)/);
  expect((await page.goto('/not-found'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Torna alla home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the cart drawer asks an anonymous shopper to log in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Carrello/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(
    drawer.getByText('È necessario effettuare il login per vedere il carrello'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the footer carries the link groups and the legal text', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const group of ['Il negozio', 'Servizi', 'Assistenza']) {
    await expect(footer.getByText(group, { exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Consegna a casa' })).toBeVisible();
  await expect(footer).toContainText('P.IVA');
});

test('another brand domain shows that brand', async ({ page, baseURL }) => {
  const url = new URL(baseURL!);
  await page.goto(`${url.protocol}//fresco.localhost:${url.port}/`);
  await expect(page).toHaveTitle('Freschissimo – Spesa online con consegna e ritiro');
  await expect(page.getByRole('contentinfo')).toContainText('Freschissimo S.r.l.');
  await expectNoAxeViolations(page);
});

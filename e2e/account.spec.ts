import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { axeSettled, logInByApi } from './support/shop-api';

/*
 * A way into the account (issue 14): the account menu, open and axe-clean,
 * leads to the account's dashboard, which leads to every page of the account.
 */
test('the account menu leads to the dashboard and on to the addresses', async ({ page }) => {
  await logInByApi(page, DEMO_SHOPPER);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navigazione principale' })
    .getByRole('button', { name: DEMO_SHOPPER.firstName })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(`Ciao, ${DEMO_SHOPPER.firstName}`);
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Il mio account',
    'Il mio profilo',
    'I miei ordini',
    'Le mie liste',
    'I miei indirizzi',
    'Spesa in azienda',
    'Buoni e punti',
    'Esci',
  ]);
  await axeSettled(page);
  await menu.getByRole('menuitem', { name: 'Il mio account' }).click();

  await expect(page).toHaveURL(/\/profile\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Il mio account' })).toBeVisible();
  await expect(page).toHaveTitle('Il mio account | Mercatò');
  await axeSettled(page);
  await page
    .getByRole('main')
    .getByRole('list', { name: 'Pagine del mio account' })
    .getByRole('link', { name: 'I miei indirizzi' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'I miei indirizzi' })).toBeVisible();
  const side = page.getByRole('navigation', { name: 'Pagine del mio account' });
  if (await side.isVisible())
    await expect(side.getByRole('link', { name: 'I miei indirizzi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
});

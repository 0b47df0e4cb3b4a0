import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { api, axeSettled, logInByApi, readyCart } from './support/shop-api';

/*
 * 'Le mie liste' (docs/rules/account.md Lists, docs/rules/lists.md; issue 33): the
 * demo shopper's lists, a new one, 'spesa settimanale' changed and put into
 * the cart, the list beta shares read only, and the new list deleted. What the
 * journey changes is put back: the quantity, the cart, the list it made.
 */

const LIST_NAME = 'Pranzo di domenica';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' });
const cartButton = (page: Page) => navbar(page).getByRole('button', { name: /^Carrello/ });

async function openLists(page: Page) {
  await page
    .getByRole('navigation', { name: 'Percorso' })
    .getByRole('link', { name: 'Le mie liste' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie liste' })).toBeVisible();
}

test('make a list, change one and put it into the cart, read a shared one, delete', async ({
  page,
}) => {
  test.slow();
  await logInByApi(page, DEMO_SHOPPER);
  // 'Aggiungi tutto al carrello' wants a delivery chosen, as every add does; the cart starts empty.
  await readyCart(page);
  await page.goto('/');
  await navbar(page).getByRole('button', { name: DEMO_SHOPPER.firstName }).click();
  await page.getByRole('menuitem', { name: 'Le mie liste' }).click();

  // Preferiti and 'I più acquistati' first, the shopper's lists, the one shared with him.
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie liste' })).toBeVisible();
  const lists = page.getByRole('list', { name: 'Le tue liste' });
  await expect(lists.getByRole('article').first()).toHaveAccessibleName('Preferiti');
  await expect(lists.getByRole('article').nth(1)).toHaveAccessibleName('I più acquistati');
  await expect(lists.getByRole('article', { name: 'pic-nic di sabato' })).toContainText(
    'Sola lettura',
  );
  await expect(cartButton(page)).toHaveAccessibleName('Carrello, vuoto');
  await axeSettled(page);

  // A new list opens, empty.
  await page.getByLabel('Crea una nuova lista').fill(LIST_NAME);
  await page.getByRole('button', { name: 'CREA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LIST_NAME })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/lists\/\d+$/);
  await expect(page.getByText(`Hai creato la lista «${LIST_NAME}».`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La lista è vuota' })).toBeVisible();
  await axeSettled(page);

  // 'spesa settimanale': one more of its first product, then all of it into the cart.
  await openLists(page);
  await page.getByRole('link', { name: 'spesa settimanale' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'spesa settimanale' })).toBeVisible();
  const more = page.getByRole('button', { name: /^Aumenta quantità di / }).first();
  await expect(more).toBeVisible();
  await axeSettled(page);
  const product = (await more.getAttribute('aria-label'))!.replace('Aumenta quantità di ', '');
  const control = page.getByRole('group', { name: `Quantità di ${product}` });
  const before = (await control.textContent())!;
  const raised = page.waitForResponse(/\/ebsn\/api\/wishlist\/update_prods/);
  await more.click();
  expect((await raised).ok()).toBe(true);
  await expect(control).not.toHaveText(before);

  const added = page.waitForResponse(/\/ebsn\/api\/cart\/add-all-from-wishlist/);
  await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
  expect((await added).ok()).toBe(true);
  await expect(cartButton(page)).not.toHaveAccessibleName('Carrello, vuoto');
  await axeSettled(page);

  const lowered = page.waitForResponse(/\/ebsn\/api\/wishlist\/update_prods/);
  await page.getByRole('button', { name: `Diminuisci quantità di ${product}` }).click();
  await lowered;
  await expect(control).toHaveText(before);

  // Beta's list, shared read only: it can go into the cart, nothing on it can be changed.
  await openLists(page);
  await page.getByRole('link', { name: 'pic-nic di sabato' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'pic-nic di sabato' })).toBeVisible();
  await expect(page.getByText(/ha condiviso questa lista con te in sola lettura/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: /^(Aumenta|Diminuisci) quantità/ })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Rimuovi / })).toHaveCount(0);
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await axeSettled(page);
  // Its menu offers only leaving it.
  await main.getByRole('button', { name: 'Azioni sulla lista pic-nic di sabato' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Lascia la lista']);
  await page.keyboard.press('Escape');

  // The list made here goes, after a yes.
  await openLists(page);
  await page.getByRole('button', { name: `Azioni sulla lista ${LIST_NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Elimina' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminare la lista?' });
  await expect(confirm).toContainText(`«${LIST_NAME}»`);
  await axeSettled(page);
  await confirm.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByText(`Hai eliminato la lista «${LIST_NAME}».`)).toBeVisible();
  await expect(page.getByRole('article', { name: LIST_NAME })).toHaveCount(0);

  await api(page.request, 'POST', '/ebsn/api/cart/empty');
});

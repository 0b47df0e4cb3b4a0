import { request as requests } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { api, axeSettled, logInThroughDialog } from './support/shop-api';

/*
 * Keeping products for later (docs/rules/lists.md): the heart of a product card
 * and the product page's 'Aggiungi a una lista'. On a phone the selector is a
 * sheet, on a desktop a popover. The demo shopper's lists are left as found:
 * the heart is given back and the list made here is deleted, by the journey and,
 * should it stop halfway, after it: a retry starts from the same lists.
 */

const LIST_NAME = 'Cena di venerdì';

/** The product the journey keeps, once it has read its name. */
let kept: string | null = null;

test.afterEach(async ({ baseURL }) => {
  if (kept === null) return;
  const shop = await requests.newContext({ baseURL: baseURL! });
  try {
    await shop.post('/ebsn/api/auth/login', {
      form: { login: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    });
    const { personalList } = await api(shop, 'GET', '/ebsn/api/wishlist/list?pageSize=100');
    for (const list of personalList.lists as { listId: number; name: string }[]) {
      if (list.name === LIST_NAME)
        await api(shop, 'POST', `/ebsn/api/wishlist/delete?list_id=${list.listId}`);
      if (list.name !== 'Preferiti') continue;
      const { data } = await api(shop, 'GET', `/ebsn/api/wishlist/view?list_id=${list.listId}`);
      const items = (
        data.wishlistItems as {
          itemId: number;
          quantity: number;
          name: string;
          productId: number;
        }[]
      ).filter((item) => item.name === kept);
      if (items.length > 0)
        await api(shop, 'POST', '/ebsn/api/wishlist/delete_prods', {
          wishlistId: list.listId,
          items: items.map(({ itemId, quantity, productId }) => ({ itemId, quantity, productId })),
        });
    }
  } finally {
    await shop.dispose();
    kept = null;
  }
});

test('favourite a card after logging in, then put a product into a new list', async ({ page }) => {
  await page.goto('/search?q=spaghetti');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent())!.trim();
  kept = name;

  // An anonymous heart asks for the login, then does what was asked.
  const heart = card.getByRole('button', { name: `Salva ${name} nei preferiti` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await logInThroughDialog(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Hai aggiunto ${name} alla lista «Preferiti».`)).toBeVisible();
  await axeSettled(page);

  // The product page: 'Aggiungi a una lista', a new list from the selector, two pieces.
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Salva ${name} nei preferiti`, pressed: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi a una lista' }).click();
  const selector = page.getByRole('dialog', { name: 'Seleziona una lista' });
  await expect(selector.getByRole('button', { name: /spesa settimanale/ })).toBeVisible();
  await axeSettled(page);
  await selector.getByRole('button', { name: `Aumenta quantità di ${name}` }).click();
  await selector.getByLabel('Crea una nuova lista').fill(LIST_NAME);
  await selector.getByRole('button', { name: 'CREA' }).click();
  // Each toast is looked for as it comes: the list is made before the product goes in.
  await expect(page.getByText(`Hai creato la lista «${LIST_NAME}».`)).toBeVisible();
  await expect(selector).toBeHidden();
  await expect(page.getByText(`Hai aggiunto ${name} alla lista «${LIST_NAME}».`)).toBeVisible();

  // What the shop now holds, and the demo shopper's lists put back as they were.
  const { personalList } = await api(page.request, 'GET', '/ebsn/api/wishlist/list?pageSize=100');
  const made = personalList.lists.find((l: { name: string }) => l.name === LIST_NAME);
  const { data: list } = await api(
    page.request,
    'GET',
    `/ebsn/api/wishlist/view?list_id=${made.listId}`,
  );
  expect(list.wishlistItems).toEqual([
    expect.objectContaining({ name, quantity: 2, quantityDisplay: '2 pz' }),
  ]);
  await api(page.request, 'POST', `/ebsn/api/wishlist/delete?list_id=${made.listId}`);
  await page.getByRole('button', { name: `Salva ${name} nei preferiti` }).click();
  await expect(page.getByText(`Hai rimosso ${name} dalla lista «Preferiti».`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Salva ${name} nei preferiti`, pressed: false }),
  ).toBeVisible();
});

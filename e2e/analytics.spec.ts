import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { api, axeSettled, inPage, logInByApi, readyCart } from './support/shop-api';

/*
 * Issue 17, analytics: GA4 ecommerce events reach the dataLayer only after
 * 'Accetta tutti', and the tag manager's script is fetched only then. Fresco
 * has a container in the journeys' shop (TAG_MANAGER_IDS in
 * playwright.config.ts); the machine has no web access, so its script is
 * answered here with an empty 200. Each journey starts with the banner unanswered.
 */
const fresco = test.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL!.replace('//localhost', '//fresco.localhost')),
});
fresco.use({ cookieChoice: false });

const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\//;

interface DataLayerEntry {
  event?: string;
  ecommerce?: { items?: { item_id: string; quantity: number }[] } | null;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);
const events = async (page: Page) => (await dataLayer(page)).map((e) => e.event).filter(Boolean);

/** Every request for the tag manager, answered with an empty script. */
async function fakeTagManager(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(TAG_MANAGER, (route) => {
    requests.push(route.request());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

/** Logged in on Fresco with an empty cart ready to take products; on the search page of spaghetti. */
async function onSearchPage(page: Page) {
  await page.goto('/');
  const shop = inPage(page);
  await logInByApi(page, DEMO_SHOPPER, shop);
  await readyCart(page, shop);
  const { products } = await api(shop, 'GET', '/ebsn/api/products?q=spaghetti&page_size=24');
  await page.goto('/search?q=spaghetti');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const product = (products as { productId: number; name: string }[]).find((p) => p.name === name);
  expect(product, name).toBeDefined();
  return { card, name, productId: String(product!.productId) };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' });

fresco("'Rifiuta': no ecommerce event and no tag manager, even after an add", async ({ page }) => {
  const tagManager = await fakeTagManager(page);
  const { card, name } = await onSearchPage(page);
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
  await expect(banner(page)).toHaveCount(0);

  await card.getByRole('button', { name: `Aggiungi al carrello: ${name}` }).click();
  await expect(card.getByRole('button', { name: `Aumenta quantità di ${name}` })).toBeVisible();
  await axeSettled(page);
  expect(await dataLayer(page)).toEqual([]);
  expect(tagManager).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
});

fresco(
  "'Accetta tutti': add_to_cart with the product's id, and the brand's tag manager",
  async ({ page }) => {
    const tagManager = await fakeTagManager(page);
    const { card, name, productId } = await onSearchPage(page);
    await expect(banner(page)).toBeVisible();
    // Nothing non-technical before the choice.
    expect(tagManager).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(() => tagManager.map((r) => r.url()))
      .toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);

    await card.getByRole('button', { name: `Aggiungi al carrello: ${name}` }).click();
    await expect(card.getByRole('button', { name: `Aumenta quantità di ${name}` })).toBeVisible();
    await expect
      .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'add_to_cart'))
      .toEqual([
        expect.objectContaining({
          ecommerce: expect.objectContaining({
            currency: 'EUR',
            items: [expect.objectContaining({ item_id: productId, quantity: 1 })],
          }),
        }),
      ]);
    await axeSettled(page);

    // The rest of the way to the order reports its steps too.
    await page.goto('/search?q=spaghetti');
    await expect.poll(() => events(page)).toContain('view_item_list');
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Cassa', level: 1 })).toBeVisible();
    await expect
      .poll(() => events(page))
      .toEqual(expect.arrayContaining(['begin_checkout', 'add_shipping_info']));
    await axeSettled(page);
  },
);

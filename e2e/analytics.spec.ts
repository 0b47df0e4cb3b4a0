import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { api, axeSettled, inPage, logInByApi, reachMinimum, readyCart } from './support/shop-api';

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

interface Ecommerce {
  items?: { item_id: string; quantity: number }[];
  transaction_id?: string;
  value?: number;
  payment_type?: string;
}

interface DataLayerEntry {
  event?: string;
  ecommerce?: Ecommerce | null;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []);
const events = async (page: Page) => (await dataLayer(page)).map((e) => e.event).filter(Boolean);
/** The ecommerce objects pushed with `event`, in order. */
const pushed = async (page: Page, event: string) =>
  (await dataLayer(page)).filter((e) => e.event === event).map((e) => e.ecommerce);
const withItem = (productId: string) =>
  expect.objectContaining({
    items: expect.arrayContaining([expect.objectContaining({ item_id: productId })]),
  });

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

fresco(
  "'Accetta tutti': view_item, view_cart, add_payment_info, and one purchase per order",
  async ({ page }) => {
    // A whole order on a busy machine: product, cart, payment and two loads of its confirmation.
    fresco.slow();
    await fakeTagManager(page);
    const { card, name, productId } = await onSearchPage(page);
    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner(page)).toHaveCount(0);
    await axeSettled(page);

    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => pushed(page, 'view_item')).toEqual([withItem(productId)]);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Aggiungi al carrello', exact: true })
      .click();
    await expect.poll(() => pushed(page, 'add_to_cart')).toEqual([withItem(productId)]);
    await axeSettled(page);

    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('button', { name: /^Carrello/ })
      .click();
    await expect(page.getByRole('dialog', { name: 'Il tuo carrello' })).toBeVisible();
    await expect.poll(() => pushed(page, 'view_cart')).toEqual([withItem(productId)]);
    await axeSettled(page);
    await page.keyboard.press('Escape');

    await reachMinimum(inPage(page));
    await api(inPage(page), 'POST', '/ebsn/api/checkout/prepare');
    await page.goto('/payment');
    await expect(page.getByRole('heading', { name: 'Pagamento', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: /Pagamento alla consegna/ }).check();
    await expect
      .poll(async () => (await pushed(page, 'add_payment_info')).at(-1))
      .toEqual(expect.objectContaining({ payment_type: 'Pagamento alla consegna' }));
    await axeSettled(page);
    await page.getByRole('button', { name: 'Conferma ordine' }).click();

    await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
    await expect(page.getByText('Grazie per la tua spesa!')).toBeVisible();
    const orderId = page.url().split('/').at(-1)!;
    await expect
      .poll(() => pushed(page, 'purchase'))
      .toEqual([expect.objectContaining({ transaction_id: orderId, currency: 'EUR' })]);
    const [purchase] = await pushed(page, 'purchase');
    expect(purchase?.value).toBeGreaterThan(0);
    expect(purchase).toEqual(withItem(productId));
    await axeSettled(page);

    // A reload shows the order again, and sends it no more.
    await page.reload();
    await expect(page.getByText('Grazie per la tua spesa!')).toBeVisible();
    await expect.poll(() => events(page)).toContain('page_view');
    await axeSettled(page);
    expect(await pushed(page, 'purchase')).toEqual([]);
  },
);

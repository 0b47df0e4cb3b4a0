import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { staffBrowser } from './support/staff-browser';
import { DEMO_SHOPPER } from './support/accounts';
import { SHOPPER_PAGES, VISITOR_PAGES } from './support/pages';
import {
  api,
  axeSettled,
  cartWithPastaAndApples,
  logInByApi,
  placeOrder,
  readyCart,
  spaghettiPiece,
} from './support/shop-api';

/*
 * On a phone, every page the desktop journeys reach: it opens with its title,
 * nothing on it scrolls sideways, and axe finds nothing (issue 31: the phone
 * keeps its layout and accessibility checks without running every journey
 * twice). The journeys whose flow differs on a phone run there too
 * (playwright.config.ts). One browser context per kind of visitor, a step per
 * page: a new context per page cost a cold start of the app each time
 * (decision 030).
 */

/** Opens path, waits for its title, and checks the page fits the phone and passes axe. */
async function visit(page: Page, path: string, title: string | RegExp) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(width.page, `${path} scrolls sideways`).toBeLessThanOrEqual(width.screen);
    await axeSettled(page);
  });
}

test('a visitor’s pages fit a phone and pass axe', async ({ page, request, consoleErrors }) => {
  test.slow();
  // Its not-found page is answered 404, as it should be.
  consoleErrors.allow(/status of 404 .*questa-pagina-non-esiste/);
  for (const [path, title] of VISITOR_PAGES) await visit(page, path, title);
  await test.step("the home's first screen shows the first offer", async () => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'In offerta' }).getByRole('article').first();
    const box = await offer.boundingBox();
    const screen = page.viewportSize()!.height;
    // Its picture and name at least: the brand's hero alone filled the screen (issue 34).
    expect(box!.y + box!.height / 2).toBeLessThan(screen);
  });
  const { products } = await api(request, 'GET', '/ebsn/api/products?q=spaghetti&page_size=1');
  await visit(page, `/product/${products[0].slug}`, products[0].name);
});

test('a shopper’s pages fit a phone and pass axe', async ({ page }) => {
  test.slow();
  await logInByApi(page, DEMO_SHOPPER);
  for (const [path, title] of SHOPPER_PAGES) await visit(page, path, title);

  const { personalList } = await api(page.request, 'GET', '/ebsn/api/wishlist/list?pageSize=100');
  const weekly = personalList.lists.find((l: { name: string }) => l.name === 'spesa settimanale');
  await visit(page, `/profile/lists/${weekly.listId}`, 'spesa settimanale');

  const orderId = await placeOrder(page, 2);
  await visit(page, `/profile/orders/${orderId}`, `Ordine n. ${orderId}`);
  await visit(page, `/cart/payment-completed/${orderId}`, `Ordine n. ${orderId} confermato.`);

  await readyCart(page);
  const piece = await spaghettiPiece(page.request);
  await api(page.request, 'POST', '/ebsn/api/cart/add', {
    items: [{ productId: piece.productId, quantity: 1 }],
  });
  await visit(page, '/checkout', 'Cassa');
});

test('on a 360 px phone the cart control of every card stays inside its card', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInByApi(page, DEMO_SHOPPER);
  // A counted product and a weighed one in the cart: each card shows its −/+.
  await cartWithPastaAndApples(page, 12);
  const searches: [string, string][] = [
    ['/search?q=spaghetti', 'Risultati per «spaghetti»'],
    ['/search?q=mele%20golden%20sfuse', 'Risultati per «mele golden sfuse»'],
  ];
  for (const [path, title] of searches) {
    await visit(page, path, title);
    const increase = page.getByRole('button', { name: /^Aumenta quantità di / }).first();
    await expect(increase).toBeVisible();
    const outside = await page.locator('article').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return Array.from(card.querySelectorAll('button, input, output'))
          .map((control) => control.getBoundingClientRect())
          .filter((c) => c.width > 0 && (c.left < box.left || c.right > box.right))
          .map(
            (c) =>
              `${card.getAttribute('aria-labelledby')}: ${c.left}–${c.right} in ${box.left}–${box.right}`,
          );
      }),
    );
    expect(outside, `${path}: controls past their card`).toEqual([]);
  }
});

test('the staff console fits a phone and passes axe', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await logInByApi(page, DEMO_SHOPPER);
  const orderId = await placeOrder(page, 2);
  const staffContext = await staffBrowser(browser, baseURL, testInfo);
  const staff = await staffContext.newPage();
  await staff.goto('/admin/accesso');
  await staff.getByRole('link', { name: "Accedi con l'account aziendale" }).click();
  await staff.getByRole('button', { name: /Paolo Raccoglitore/ }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await visit(staff, '/admin', 'Ordini da preparare');
  await visit(staff, `/admin/ordini/${orderId}`, `Ordine N. ${orderId}`);
  await staffContext.close();
});

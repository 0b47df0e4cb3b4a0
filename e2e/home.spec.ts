import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_SHOPPER } from './support/accounts';
import { api, logInByApi } from './support/shop-api';

/*
 * Issue 17: the home as a shop window — the catalogue's offers and new
 * products in rows the shopper scrolls, and the departments as tiles.
 */

test('the home shows the offers in the server-rendered page, and a row leads to its product', async ({
  page,
  request,
}) => {
  // What a crawler and a first paint get: the row is in the HTML, not added by the scripts.
  const html = await (await request.get('/')).text();
  expect(html).toContain('In offerta');
  expect(html).toContain('/product/');

  await page.goto('/');
  const offers = page.getByRole('region', { name: 'In offerta' });
  await expect(offers.getByRole('article').first()).toBeVisible();
  expect(await offers.getByRole('article').count()).toBeGreaterThan(2);
  await expect(
    page.getByRole('region', { name: 'Novità' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'I più acquistati' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'I nostri reparti' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const next = offers.getByRole('button', { name: 'In offerta: prodotti successivi' });
  const previous = offers.getByRole('button', { name: 'In offerta: prodotti precedenti' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();

  const product = offers.getByRole('article').nth(1).getByRole('link');
  await product.scrollIntoViewIfNeeded();
  const name = (await product.innerText()).trim();
  await product.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a department tile opens its category', async ({ page }) => {
  await page.goto('/');
  const tile = page.getByRole('region', { name: 'I nostri reparti' }).getByRole('link').first();
  const name = (await tile.innerText()).trim();
  await tile.click();
  await expect(page).toHaveURL(/\/category\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a logged-in shopper also finds 'I più acquistati'", async ({ page }) => {
  await logInByApi(page, DEMO_SHOPPER);
  await page.goto('/');
  const usual = page.getByRole('region', { name: 'I più acquistati' });
  await expect(usual.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vai al carrello' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a logged-in shopper's first paint is already theirs: greeting, account and cart", async ({
  page,
  browser,
  baseURL,
}) => {
  await logInByApi(page, DEMO_SHOPPER);
  await page.goto('/');
  const cart = page.getByRole('button', { name: /^Carrello, / });
  await expect(page.getByText(`Ciao, ${DEMO_SHOPPER.firstName}!`)).toBeVisible();
  const cartName = await cart.getAttribute('aria-label');

  // The page as the server sent it, before any script: what the shopper sees first (issue 34).
  const firstPaint = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const served = await firstPaint.newPage();
  await served.goto('/');
  await expect(served.getByText(`Ciao, ${DEMO_SHOPPER.firstName}!`)).toBeVisible();
  await expect(
    served.getByRole('button', { name: DEMO_SHOPPER.firstName, exact: true }),
  ).toBeVisible();
  await expect(served.getByRole('button', { name: 'Accedi' })).toHaveCount(0);
  await expect(served.getByRole('button', { name: /^Carrello, / })).toHaveAttribute(
    'aria-label',
    cartName ?? '',
  );
  await expect(served.getByRole('region', { name: 'I più acquistati' })).toBeVisible();
  await firstPaint.close();
});

/*
 * Products in the first screen: on a 390 × 844 phone and a 1280 × 800 laptop,
 * for a visitor and for a logged-in shopper, the home and a department's page
 * show the top of their first product card without scrolling.
 */
const FIRST_SCREEN = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

for (const who of ['visitor', 'logged-in shopper'] as const)
  for (const [where, path] of [
    ['the home', '/'],
    ['«Frutta e verdura»', '/category/frutta-e-verdura'],
  ] as const)
    test(`${where} shows a product in the first screen to a ${who}`, async ({ page }, info) => {
      const screen = FIRST_SCREEN[info.project.name === 'phone' ? 'phone' : 'desktop'];
      await page.setViewportSize(screen);
      if (who === 'logged-in shopper') {
        await logInByApi(page, DEMO_SHOPPER);
        // A returning shopper's cart has its place: the home then promises its next slot too.
        const { data: cart } = await api(page.request, 'GET', '/ebsn/api/cart/view');
        await api(page.request, 'POST', '/ebsn/api/cart/set-address', {
          type: cart.shippingAddress.addressTypeId,
          id: cart.shippingAddress.addressId,
        });
      }
      await page.goto(path);
      const card = page.getByRole('main').getByRole('article').first();
      await expect(card).toBeVisible();
      // Measured once what pushes it down (banners, the delivery bar, rows of lists) has come.
      await page.waitForLoadState('networkidle');
      // Its top and its picture's upper part: a card's edge at the screen's foot shows no product.
      const top = (await card.boundingBox())!.y;
      expect(top + 160, `the first card's top, in a ${screen.height} px high screen`).toBeLessThan(
        screen.height,
      );
    });

test.describe('with the cookie banner still open', () => {
  test.use({ cookieChoice: false });

  test('the banner is the first Tab stop, and no focused control of the home sits under it', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
    await expect(banner).toBeVisible();

    const stops: { inBanner: boolean; label: string; covered: boolean }[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const section = Array.from(document.querySelectorAll('section')).find((s) =>
            s.textContent?.includes('Rispettiamo la tua privacy'),
          )!;
          const label =
            `${focused?.tagName} ${focused?.getAttribute('aria-label') ?? focused?.textContent ?? ''}`
              .trim()
              .slice(0, 60);
          if (!focused || focused === document.body)
            return { inBanner: false, label, covered: false };
          const inBanner = section.contains(focused);
          // What shows of it: a clamped product name clips the rest of its link.
          const { top, bottom, left, right } = focused.getBoundingClientRect();
          const box = { top, bottom, left, right };
          for (let a = focused.parentElement; a; a = a.parentElement) {
            const style = getComputedStyle(a);
            if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
            const clip = a.getBoundingClientRect();
            box.top = Math.max(box.top, clip.top);
            box.bottom = Math.min(box.bottom, clip.bottom);
            box.left = Math.max(box.left, clip.left);
            box.right = Math.min(box.right, clip.right);
          }
          const under = section.getBoundingClientRect();
          const covered =
            !inBanner &&
            box.bottom > under.top &&
            box.top < under.bottom &&
            box.right > under.left &&
            box.left < under.right;
          return {
            inBanner,
            label: `${label} ${JSON.stringify([box.top, box.bottom, under.top, window.scrollY, getComputedStyle(document.documentElement).scrollPaddingBottom])}`,
            covered,
          };
        }),
      );
    }
    expect.soft(stops[0]!.inBanner, `first stop: ${stops[0]!.label}`).toBe(true);
    expect(stops.filter((stop) => stop.covered).map((stop) => stop.label)).toEqual([]);
  });
});

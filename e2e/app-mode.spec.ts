import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { axeSettled, logInByApi } from './support/shop-api';

/*
 * The shop as an app (issue 35, docs/rules/shop-shell.md App shell): a native wrapper opens
 * the start URL with ?app=android; on a phone the app has a bottom bar (home, orders,
 * products, cart, lists) and no footer; the bar leads to the orders page; a browser tab
 * and a wide screen keep the shop's usual frame.
 */

const SHOTS = process.env.APP_MODE_SHOTS;

const bottomBar = (page: Page) => page.getByRole('navigation', { name: "Navigazione dell'app" });
const footer = (page: Page) => page.getByRole('contentinfo', { name: 'Piè di pagina' });
/** The shop's footer, found even when it is hidden. */
const shopFooter = (page: Page) => page.locator('footer[aria-label="Piè di pagina"]');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the app: a bottom bar instead of the footer, and its way to the orders', async ({
    page,
  }) => {
    await logInByApi(page, DEMO_SHOPPER);
    await page.goto('/?app=android');
    const bar = bottomBar(page);
    await expect(bar).toBeVisible();
    // The wrapper's parameter is kept for the visit, not in the address bar.
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await expect(bar.getByRole('listitem')).toHaveCount(5);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Ordini' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Prodotti' })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Carrello/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Liste' })).toBeVisible();
    await expect(shopFooter(page)).toHaveCount(1);
    await expect(shopFooter(page)).toBeHidden();

    // 44 px targets at least, and the end of the page above the bar.
    for (const item of await bar.locator('a, button').all()) {
      const box = (await item.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // The home's rows below the fold load as they come into view: scrolled to the end
    // until the page stops growing, the page's end is above the bar.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const barTop = (await bar.boundingBox())!.y;
        const mainBottom = await page
          .locator('main')
          .evaluate((m) => m.getBoundingClientRect().bottom);
        return mainBottom - barTop;
      })
      .toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await axeSettled(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/app-390-home.png` });

    await bar.getByRole('link', { name: 'Ordini' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'I miei ordini' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Ordini' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await axeSettled(page);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/app-390-orders.png` });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.screenshot({ path: `${SHOTS}/app-390-orders-end.png` });
    }

    // Still the app after a reload: the platform is kept for the visit.
    await page.reload();
    await expect(bottomBar(page)).toBeVisible();
    await expect(shopFooter(page)).toHaveCount(1);
    await expect(shopFooter(page)).toBeHidden();
  });

  test('a browser tab: the footer and no bottom bar', async ({ page }) => {
    await page.goto('/');
    await expect(footer(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    await expect(bottomBar(page)).toHaveCount(0);
  });
});

test('the app on a wide screen: no bottom bar, the footer stays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?app=ios');
  await expect(page).toHaveURL((url) => url.search === '');
  await expect(footer(page)).toBeVisible();
  // Mounted in the app, hidden from sm up.
  const bar = page.locator('nav[aria-label="Navigazione dell\'app"]');
  await expect(bar).toHaveCount(1);
  await expect(bar).toBeHidden();
  await axeSettled(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/app-1280-home.png` });
});

/*
 * «Tutorial seen» (docs/rules/shop-shell.md App wrapper): the installed app's first start
 * shows a three-step welcome; a browser tab never does; once closed it never comes back.
 */
test.describe('the welcome at the first start', () => {
  test.use({ tutorialSeen: false });

  const welcome = (page: Page) => page.getByRole('dialog');

  for (const width of [390, 1280])
    test(`in the app, once (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/?app=android');
      await expect(welcome(page)).toHaveAccessibleName('Scegli come ricevere la spesa');
      await expect(welcome(page).getByText('Passo 1 di 3')).toBeVisible();
      await axeSettled(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/welcome-${width}-1.png` });
      await welcome(page).getByRole('button', { name: 'Avanti' }).click();
      await expect(welcome(page)).toHaveAccessibleName('Frutta, verdura e banco a peso');
      await welcome(page).getByRole('button', { name: 'Avanti' }).click();
      await expect(welcome(page)).toHaveAccessibleName('I tuoi ordini, sempre qui');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/welcome-${width}-3.png` });
      await welcome(page).getByRole('button', { name: 'Inizia a fare la spesa' }).click();
      await expect(welcome(page)).toHaveCount(0);

      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
      // The shell mounts it 1.5 s after the start: past that, still nothing.
      await page.waitForTimeout(2500);
      await expect(welcome(page)).toHaveCount(0);
    });

  test('not in a browser tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(welcome(page)).toHaveCount(0);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_SHOPPER, SECOND_SHOPPER } from './support/accounts';
import { logInByApi, readyCart } from './support/shop-api';
import { ownShop } from './support/own-shop';

/** The service worker registers once the page is idle and then controls it (issue 35). */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

test('a product page visited before opens offline, says so, and refuses an add', async ({
  page,
  context,
  consoleErrors,
}) => {
  // Offline, the page's own calls fail: that is what this journey is about.
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await logInByApi(page, DEMO_SHOPPER);
  await readyCart(page);
  await page.goto('/search?q=spaghetti');
  await controlledByWorker(page);
  const link = page.locator('main a[href^="/product/"]').first();
  await page.goto((await link.getAttribute('href'))!);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const add = page.getByRole('button', { name: 'Aggiungi al carrello', exact: true });
  await expect(add).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sei offline' })).toBeVisible();
  await expectNoAxeViolations(page);
  await add.click();
  await expect(
    page.getByText(
      "Sei offline: l'operazione non è stata eseguita. Controlla la connessione e riprova.",
    ),
  ).toBeVisible();
  // Refused, not kept: the page still offers the add, and the cart is as it was.
  await expect(add).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrello, vuoto' })).toBeVisible();

  // A page never visited: the worker's own page, which leads back once online.
  await page.goto('/search?q=una-ricerca-mai-fatta');
  await expect(page.getByRole('heading', { name: 'Sei offline' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Riprova' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sei offline' })).toHaveCount(0);
});

test('a visitor offline sees the shop’s header and hears «Sei offline» once at an add', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await page.goto('/search?q=spaghetti');
  await controlledByWorker(page);
  const link = page.locator('main a[href^="/product/"]').first();
  await page.goto((await link.getAttribute('href'))!);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!;

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sei offline' })).toBeVisible();
  const navbar = page.getByRole('navigation', { name: 'Navigazione principale' });
  await expect(navbar.getByRole('button', { name: 'Accedi' })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi al carrello', exact: true }).click();
  const toasts = page.getByRole('region', { name: /Notifiche/ }).getByRole('listitem');
  await expect(toasts).toHaveText([
    "Sei offline: l'operazione non è stata eseguita. Controlla la connessione e riprova.",
  ]);
  // No login offline, and one toast still once the retries would have come (1 s, then 2 s).
  await page.waitForTimeout(3500);
  await expect(toasts).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Accedi' })).toHaveCount(0);
});

async function logInOnLoginPage(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(account.password);
  await main.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Every URL the worker's caches hold that answers for a shopper: their lists, their data. */
const shopperCopies = (page: Page) =>
  page.evaluate(async () => {
    const held: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        if (
          /\/ebsn\/api\/(wishlist|registration|giftcertificate|user-points|timeslot)/.test(
            request.url,
          )
        )
          held.push(`${name} ${request.url}`);
    return held;
  });

test('a session that ended without «Esci» leaves nothing of the shopper for the next one offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource/);
  await logInOnLoginPage(page, DEMO_SHOPPER);
  await page.goto('/profile/lists');
  await controlledByWorker(page);
  // Once more under the worker: every call of the page goes through it.
  await page.reload();
  const lists = page.getByRole('list', { name: 'Le tue liste' });
  await expect(lists.getByRole('link', { name: 'spesa settimanale' })).toBeVisible();
  await page.goto('/profile/lists/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferiti' })).toBeVisible();
  expect(await shopperCopies(page)).toEqual([]);

  // The session ends without «Esci»: the browser forgets the cookies and the stored ids.
  await context.clearCookies();
  await page.evaluate(() => window.localStorage.clear());

  await logInOnLoginPage(page, SECOND_SHOPPER);
  await context.setOffline(true);
  for (const path of ['/profile/lists', '/profile/lists/favourites']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('spesa settimanale')).toHaveCount(0);
    await expect(page.getByText('grigliata')).toHaveCount(0);
    await expect(page.getByText('Mario', { exact: false })).toHaveCount(0);
  }
  expect(await shopperCopies(page)).toEqual([]);
  await context.setOffline(false);
});

/** What a deploy changes: the build's identity, in build.json and in the worker. */
function deploy(distDir: string, build: string): void {
  const buildFile = path.join(distDir, 'build.json');
  const before = (JSON.parse(readFileSync(buildFile, 'utf8')) as { build: string }).build;
  writeFileSync(buildFile, JSON.stringify({ build }));
  const worker = path.join(distDir, 'sw.js');
  writeFileSync(worker, readFileSync(worker, 'utf8').replaceAll(before, build));
}

test('a new build deployed shows the upgrade prompt, and «Aggiorna» reloads into it', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // While the shop restarts, the page's calls find nobody.
  consoleErrors.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  const port = Number(process.env.E2E_PORT ?? 3100) + 10 + testInfo.parallelIndex;
  const shop = ownShop(port, { VERSION_CHECK_INTERVAL_MS: '2000' });
  try {
    await shop.start();
    await page.goto(`${shop.origin}/`);
    await controlledByWorker(page);
    const build = page.locator('meta[name="spesa-build"]');
    const before = await build.getAttribute('content');
    expect(before).toMatch(/^\w+$/);

    await shop.stop();
    deploy(shop.distDir, 'e2e0next0build');
    await shop.start();

    const prompt = page.getByRole('region', { name: 'Nuova versione disponibile' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt).toContainText('È disponibile la versione 1.1.26+e2e0nex.');
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: 'Aggiorna' }).click();

    await expect(build).toHaveAttribute('content', 'e2e0next0build');
    await expect
      .poll(() => page.evaluate(() => caches.keys()))
      .toContain('spesa-shell-e2e0next0build');
    await expect(prompt).toHaveCount(0);
  } finally {
    await shop.dispose();
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeSettled } from './support/shop-api';

/*
 * The shop as an app (issue 35): each brand's host gives Chromium a manifest with the
 * brand's name and no error, and the install banner shows once the browser offers to
 * install the shop and the shopper has moved on from the first page; 'Non ora' puts it
 * off, and it stays away after a reload.
 */

const fresco = test.extend({
  baseURL: async ({ baseURL }, use) => use(baseURL!.replace('//localhost', '//fresco.localhost')),
});

/** What Chromium read of the page's manifest (DevTools protocol). */
async function appManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string; critical: number }[];
    data?: string;
  };
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  await cdp.detach();
  return { url, errors, manifest: JSON.parse(data ?? '{}'), installabilityErrors };
}

for (const [run, name, colour] of [
  [test, 'Mercatò', '#b3141f'],
  [fresco, 'Freschissimo', '#0b5394'],
] as const) {
  run(`${name}: Chromium reads the brand's manifest without errors`, async ({ page }) => {
    await page.goto('/');
    const { url, errors, manifest } = await appManifest(page);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
    expect(manifest).toMatchObject({ name, short_name: name, theme_color: colour });
    expect(manifest.icons.some((icon: { sizes: string }) => icon.sizes === '512x512')).toBe(true);
    // Installable (manifest, icons, a secure origin, the service worker's fetch handler):
    // nothing is missing but a profile of its own, which a journey's browser never has.
    await expect
      .poll(async () => (await appManifest(page)).installabilityErrors.map((e) => e.errorId))
      .toEqual(['in-incognito']);
  });
}

/** The browser's offer, as Chromium sends it once the shop is installable (a stand-in here). */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { prompted: number }).prompted = 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

/** A second page, by a link of the home, as a shopper browses. */
async function browseToADepartment(page: Page): Promise<void> {
  const tile = page.getByRole('region', { name: 'I nostri reparti' }).getByRole('link').first();
  await tile.click();
  await expect(page).toHaveURL(/\/category\//);
}

test("the install banner: from the second page, 'Non ora' keeps it away after a reload", async ({
  page,
}) => {
  const banner = page.getByRole('region', { name: 'Mercatò sempre a portata di mano' });
  await page.goto('/');
  await offerInstall(page);
  // The page the shopper landed on: nothing yet (the banner's code arrives with the offer).
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('spesa.pageViews'))).toBe('1');
  await expect(banner).toHaveCount(0);

  await browseToADepartment(page);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: "Installa l'app" })).toBeVisible();
  await axeSettled(page);

  // From the keyboard: Enter on 'Non ora'.
  const later = banner.getByRole('button', { name: 'Non ora' });
  await later.focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  const memory = await page.evaluate(() => localStorage.getItem('spesa.installBanner'));
  expect(JSON.parse(memory!)).toMatchObject({ dismissals: 1 });

  // Another page load and another page, then a reload: still nothing.
  const pageViews = () => page.evaluate(() => Number(sessionStorage.getItem('spesa.pageViews')));
  await page.goto('/');
  await offerInstall(page);
  // The offer belongs to this document: the home is counted (the app has started) before
  // the shopper moves on, else the tile's link would load a page the offer never reached.
  await expect.poll(pageViews).toBe(3);
  await browseToADepartment(page);
  await expect.poll(pageViews).toBe(4);
  await page.reload();
  await offerInstall(page);
  await expect.poll(pageViews).toBe(5);
  await expect(banner).toHaveCount(0);
});

test("'Installa l'app' opens the browser's own dialog", async ({ page }) => {
  await page.goto('/');
  await offerInstall(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('spesa.pageViews'))).toBe('1');
  await browseToADepartment(page);
  const banner = page.getByRole('region', { name: 'Mercatò sempre a portata di mano' });
  await banner.getByRole('button', { name: "Installa l'app" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
    .toBe(1);
  // Declined in that dialog: put off as with 'Non ora'.
  await expect(banner).toHaveCount(0);
});

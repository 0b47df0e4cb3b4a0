// Screenshots of shop pages at phone and desktop width, for looking at what we built:
// node scripts/screenshots.mjs http://localhost:3000 /tmp/shots / /login ...
// A path may end with "#login" (open the login dialog) or "#cart" (open the cart drawer).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const [base = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: 'it-IT',
  });
  for (const target of paths.length ? paths : ['/']) {
    const [urlPath, action] = target.split('#');
    await page.goto(new URL(urlPath, base).toString(), { waitUntil: 'networkidle' });
    if (action === 'login')
      await page.getByRole('navigation').getByRole('button', { name: 'Accedi' }).click();
    if (action === 'cart') await page.getByRole('button', { name: /^Carrello/ }).click();
    if (action) await page.waitForTimeout(400);
    const name = `${urlPath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}${action ? `-${action}` : ''}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: !action });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();

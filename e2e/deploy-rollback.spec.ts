import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { logInByApi } from './support/shop-api';
import { ownShop } from './support/own-shop';
import { switchingProxy } from './support/switching-proxy';
import { SHOPPER_PAGES, VISITOR_PAGES } from './support/pages';

const SHOP_PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * The shop's address for this journey: a proxy in front of the worker's shop, build A,
 * or of a shop of the journey's own serving build B. `test.use` sets the baseURL
 * outright (support/test.ts's offset by worker does not apply to it), so the proxy
 * listens on that one port whichever worker runs the journey: it runs on the desktop
 * only, once at a time.
 */
const PROXY_PORT = SHOP_PORT + 12;
const BUILD_B_PORT = SHOP_PORT + 14;
test.use({ baseURL: `http://localhost:${PROXY_PORT}` });

/** A build file's name: its name, its content's hash, its extensions. */
const HASHED = /^(.*-)([\w-]{8})(\..+)$/;
/** The build's files that name others: what a new build rewrites. */
const NAMING_FILES = /\.(js|mjs|css|html|json|webmanifest)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/**
 * Turns a copy of build A into build B, as another build of changed sources differs
 * from A: every file under assets/ under another name (its hash), every mention of
 * it rewritten, and another build id. The precompressed copies go: they would still
 * say A's names. Answers A's script and stylesheet names, for an old tab to ask of B.
 */
function intoBuildB(dist: string): string[] {
  const assets = path.join(dist, 'assets');
  const renamed = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    if (/\.(br|gz)$/.test(name)) {
      rmSync(path.join(assets, name));
      continue;
    }
    const hashed = HASHED.exec(name);
    if (!hashed) continue;
    const [, stem = '', hash = '', extensions = ''] = hashed;
    const next = `${stem}${hash.slice(0, 7)}${hash.endsWith('b') ? 'c' : 'b'}${extensions}`;
    renameSync(path.join(assets, name), path.join(assets, next));
    renamed.set(name, next);
  }
  const buildFile = path.join(dist, 'build.json');
  const { build } = JSON.parse(readFileSync(buildFile, 'utf8')) as { build: string };
  renamed.set(build, 'e2e0build0b');
  const mention = new RegExp(
    [...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|'),
    'g',
  );
  for (const file of filesUnder(dist).filter((f) => NAMING_FILES.test(f))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(mention, (name) => renamed.get(name)!);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  return [...renamed.keys()].filter((name) => /\.(js|css)$/.test(name));
}

/** The service worker registers once the page is idle and then controls it. */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Build files the worker keeps whose content is a page: what broke pages for good. */
const pagesKeptAsFiles = (page: Page) =>
  page.evaluate(async () => {
    const wrong: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const kept = await caches.match(request);
        if (
          new URL(request.url).pathname.startsWith('/assets/') &&
          kept?.headers.get('content-type')?.includes('text/html')
        )
          wrong.push(`${name} ${request.url}`);
      }
    return wrong;
  });

async function opens(page: Page, url: string, title: string): Promise<void> {
  await test.step(url, async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
    await expect(page.getByText('Qualcosa non ha funzionato')).toHaveCount(0);
  });
}

test('a deploy and a rollback leave every page working, without clearing the site’s data', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.slow();
  // While the shop is switched the page's calls may find nobody; build B has none of A's files.
  consoleErrors.allow(
    /Failed to load resource|ERR_CONNECTION_(REFUSED|RESET|CLOSED)|status of 404/,
  );
  const worker = testInfo.parallelIndex;
  const shopB = ownShop(BUILD_B_PORT + worker);
  const namesOfA = intoBuildB(shopB.distDir);
  const startedB = shopB.start();
  const proxy = await switchingProxy(PROXY_PORT, SHOP_PORT + worker);
  try {
    await test.step('build A: the worker keeps the pages visited and their files', async () => {
      await opens(page, '/', 'Mercatò');
      await controlledByWorker(page);
      await opens(page, '/search?q=spaghetti', 'Risultati per «spaghetti»');
      await opens(page, '/faq', 'Domande frequenti');
    });

    await startedB;
    proxy.switchTo(BUILD_B_PORT + worker);
    await test.step('build B: a tab of A asks for its files, which B has not', async () => {
      const answers = await page.evaluate(
        (names) =>
          Promise.all(
            names.map(async (name) => {
              const answer = await fetch(`/assets/${name}`);
              return `${answer.status} ${answer.headers.get('content-type') ?? ''}`;
            }),
          ),
        namesOfA,
      );
      // Those the worker kept come from it; the others are missing, never a page.
      const kept = /^200 (text|application)\/(javascript|css)/;
      expect(answers.filter((a) => !kept.test(a) && !a.startsWith('404 text/plain'))).toEqual([]);
      expect(answers.filter((a) => a.startsWith('404')).length).toBeGreaterThan(0);
      await opens(page, '/', 'Mercatò');
      await opens(page, '/faq', 'Domande frequenti');
      await expect(page.locator('meta[name="spesa-build"]')).toHaveAttribute(
        'content',
        'e2e0build0b',
      );
      expect(await pagesKeptAsFiles(page)).toEqual([]);
    });

    proxy.switchTo(SHOP_PORT + worker);
    await test.step('build A again: every page opens, nothing cleared', async () => {
      for (const [url, title] of VISITOR_PAGES) await opens(page, url, title);
      await logInByApi(page, DEMO_SHOPPER);
      for (const [url, title] of SHOPPER_PAGES) await opens(page, url, title);
      await expect(page.locator('meta[name="spesa-build"]')).not.toHaveAttribute(
        'content',
        'e2e0build0b',
      );
      expect(await pagesKeptAsFiles(page)).toEqual([]);
    });
  } finally {
    await proxy.close();
    await shopB.dispose();
  }
});

// What the browser benches share (bench/lighthouse.mjs, bench/interaction.mjs): the
// production shop on a fresh in-memory database serving a web build, Debian's Chromium
// with the project's flags and a DevTools port, and the seeded pages worth measuring.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProgram, buildWhenStale } from '../../scripts/builds.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { freePort } from '../shop.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The web build measured: WEB_DIST_DIR, or apps/web/dist (`npm run build`). */
export const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Exits with a hint when there is no web build to serve. */
export function requireWebBuild() {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  console.error(`No web build in ${webDist}: run \`npm run build\` first, or set WEB_DIST_DIR.`);
  process.exit(1);
}

async function waitFor(url, child, what) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 120_000) throw new Error(`${what} did not start in 2 minutes`);
    await sleep(200);
  }
}

const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** The shop in production mode on a fresh in-memory database, on a free port. */
export async function startShop() {
  const port = await freePort();
  const { DATABASE_URL: _server, ...env } = process.env;
  buildWhenStale('api');
  const child = spawn(process.execPath, apiProgram('main'), {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: 'memory://',
      WEB_DIST_DIR: webDist,
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(`http://127.0.0.1:${port}/version.json`, child, 'the shop');
  return { port, stop: () => stopChild(child) };
}

/** Debian's Chromium, headless, with a fresh profile and a DevTools port. */
export async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, child, 'Chromium');
  return {
    port,
    async stop() {
      await stopChild(child);
      // Chromium may still be writing its profile as it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

/** Home, a category with products, a search and one of that category's products, from the seed. */
export async function pickPages(base) {
  const json = async (url) => {
    const res = await fetch(`${base}${url}`);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return res.json();
  };
  const tree = (await json('/ebsn/api/category?filtered=true&depth=3')).data.categories;
  const leaf = (category) =>
    category.categories?.length ? leaf(category.categories[0]) : category;
  const category = leaf(tree[0]);
  const page = await json(
    `/ebsn/api/products?parent_category_id=${category.categoryId}&page=1&page_size=24`,
  );
  const product = page.data.products[0];
  return [
    ['home', '/'],
    ['category', `/category/${category.slug}`],
    ['search', '/search?q=mozzarella'],
    ['product', `/product/${product.slug}`],
  ];
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test as base } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { ownShop, type OwnShop } from './support/own-shop';
import { axeSettled, logInByApi, readyCart } from './support/shop-api';

/*
 * The grocer's own catalogue (docs/rules/feeds.md): a products feed goes in
 * with `npm run import` while the shop runs on its embedded database (the
 * command hands the file to the shop), then a stock and price feed reprices it;
 * a shopper finds the new product by search, sees the feed's price and buys it.
 * The shop is the journey's own, on a database in a folder: the shared shops'
 * in-memory databases cannot be reached by a command.
 */
const test = base.extend<{ shop: OwnShop }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  shop: async ({}, use, testInfo) => {
    const shop = ownShop(Number(process.env.E2E_PORT ?? 3100) + 16 + testInfo.parallelIndex);
    try {
      await shop.start();
      await use(shop);
    } finally {
      await shop.dispose();
    }
  },
  baseURL: async ({ shop }, use) => use(shop.origin),
});

const NAME = 'Parmigiano Reggiano DOP 30 mesi 1 kg';
const HEADER =
  'sku;ean;name;brand;private_label;short_description;description;category;selling_type;unit_size;unit;piece_weight_g;price;list_price;vat_rate;tags;status;image';
const PRODUCTS = [
  HEADER,
  `ERP-9001;8007654900016;${NAME};Latteria Sociale di Bibbiano;;Pezzo da 1 kg;Stagionato trenta mesi in montagna.;Latte e uova > Formaggi > Formaggi stagionati;piece;1;kg;;24,90;;4;;active;`,
].join('\n');
const STOCK = ['sku;warehouse;price;stock', 'ERP-9001;*;13,45;40'].join('\n');

/** `npm run import` as a grocer types it; its exit code and what it printed. */
function runImport(shop: OwnShop, kind: 'products' | 'stock', content: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'spesa-e2e-feed-'));
  const file = path.join(folder, `${kind}.csv`);
  writeFileSync(file, content);
  try {
    // The embedded database's folder, never a server's: the command must find the running shop.
    const { DATABASE_URL: _server, ...env } = process.env;
    const run = spawnSync('npm', ['run', '-s', 'import', '--', kind, file], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...env, DATA_DIR: shop.dataDir },
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('a feed imported by command is found, priced and bought', async ({ page, shop }) => {
  // The journey's own shop starts on a fresh folder, then two imports and a purchase.
  test.slow();
  const products = runImport(shop, 'products', PRODUCTS);
  expect(products.output).toContain('Creati 1, aggiornati 0, invariati 0');
  expect(products.status).toBe(0);
  const again = runImport(shop, 'products', PRODUCTS);
  expect(again.output).toContain('Creati 0, aggiornati 0, invariati 1');
  expect(again.status).toBe(0);
  const stock = runImport(shop, 'stock', STOCK);
  expect(stock.status).toBe(0);

  await logInByApi(page, DEMO_SHOPPER);
  await readyCart(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Cerca prodotti' });
  await box.fill('parmigiano 30 mesi');
  await box.press('Enter');
  const card = page.getByRole('article', { name: new RegExp(NAME) });
  await expect(card).toBeVisible();
  // The stock feed's price, not the products feed's: the later file wins.
  await expect(card).toContainText('13,45 €');
  await axeSettled(page);

  await card.getByRole('button', { name: `Aggiungi al carrello: ${NAME}` }).click();
  const increase = card.getByRole('button', { name: `Aumenta quantità di ${NAME}` });
  await increase.click();
  await expect(card.getByRole('textbox', { name: /^Quantità di/ })).toHaveValue('2');

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Cassa', level: 1 })).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Ho letto e accetto le condizioni di vendita/ }).check();
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /^Pagamento alla consegna/ }).check();
  await page.getByRole('button', { name: 'Conferma ordine' }).click();
  await expect(page).toHaveURL(/\/cart\/payment-completed\/\d+$/);
  await expect(page.getByText('Grazie per la tua spesa!')).toBeVisible();

  const orderId = page.url().split('/').at(-1)!;
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expect(page.getByText('26,90 €').first()).toBeVisible();
  await axeSettled(page);
});

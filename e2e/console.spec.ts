import { expect, test } from './support/test';
import { axeSettled } from './support/shop-api';

/*
 * The manager's console, on a tablet in the back of the store and on a
 * desktop: the manager signs in through the local IdP, uploads a products
 * feed with mistakes and reads each refused row; then makes an API key,
 * which the ERP's call opens, revokes it, and the ERP's next call gets 401.
 */

const HEADER =
  'sku;ean;name;brand;private_label;short_description;description;category;selling_type;unit_size;unit;piece_weight_g;price;list_price;vat_rate;tags;status;image';
const CACIOTTA =
  'ERP-7001;8007654900023;Caciotta fresca 300 g;Latteria di Bibbiano;;;;Latte e uova > Formaggi;piece;300;g;;2,40;;4;;active;';
const BAD_FEED = [
  HEADER,
  'ERP-7001;8007654900023;Caciotta fresca 300 g;Latteria di Bibbiano;;;;Latte e uova > Formaggi;piece;300;g;;due euro;;4;;active;',
  'ERP-7002;8007654900030;Ricotta vaccina 250 g;Latteria di Bibbiano;;;;Latte e uova > Formaggi;piece;250;g;;1,90;;33;;active;',
].join('\n');

/** The ERP's call with a key: a stock feed checked without writing. */
const erpCall = (request: import('@playwright/test').APIRequestContext, key: string) =>
  request.post('/admin/api/imports/stock?dry_run=true', {
    headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
    data: 'sku;warehouse;stock\n',
  });

for (const [device, viewport] of [
  ['tablet', { width: 768, height: 1024 }],
  ['desktop', { width: 1280, height: 900 }],
] as const)
  test.describe(`on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('a manager reads a bad feed’s errors, then makes a key and revokes it', async ({
      page,
    }, testInfo) => {
      await page.goto('/admin/accesso');
      await page.getByRole('link', { name: "Accedi con l'account aziendale" }).click();
      await page.getByRole('button', { name: /Marta Direttrice/ }).click();
      await expect(page).toHaveURL(/\/admin$/);

      const menu = page.getByRole('navigation', { name: 'Gestione del negozio' });
      await menu.getByRole('link', { name: 'Importazioni' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Importazioni' })).toBeVisible();
      await axeSettled(page);

      await page.getByRole('combobox', { name: 'Tipo di file' }).selectOption('Prodotti');
      await page.getByLabel(/File \(CSV/).setInputFiles({
        name: 'prodotti.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(BAD_FEED),
      });
      await page.getByRole('button', { name: 'Controlla il file' }).click();
      await expect(page.getByText(/Il file ha 2 problemi: nulla è stato scritto/)).toBeVisible();
      const rows = page.getByRole('table', { name: 'Righe rifiutate' }).getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText('2price');
      await expect(rows.nth(2)).toContainText('3vat_rate');
      await expect(page.getByRole('link', { name: 'Scarica i problemi (CSV)' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Conferma e applica' })).toHaveCount(0);
      const history = page.getByRole('region', { name: 'Storico delle importazioni' });
      await expect(history.getByRole('row').nth(1)).toContainText('Marta Direttrice');
      await axeSettled(page);
      await page.screenshot({
        path: testInfo.outputPath(`importazioni-${viewport.width}.png`),
        fullPage: true,
      });

      // The same line put right: the dry run counts it and writes nothing until «Conferma».
      await page.getByLabel(/File \(CSV/).setInputFiles({
        name: 'prodotti.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([HEADER, CACIOTTA].join('\n')),
      });
      await page.getByRole('button', { name: 'Controlla il file' }).click();
      await expect(page.getByText(/Controllo riuscito su 1 riga/)).toBeVisible();
      await expect(page.getByRole('definition').first()).toHaveText('1');
      await expect(page.getByRole('button', { name: 'Conferma e applica' })).toBeVisible();
      await axeSettled(page);
      await page.screenshot({
        path: testInfo.outputPath(`importazioni-prova-${viewport.width}.png`),
        fullPage: true,
      });

      await menu.getByRole('link', { name: 'Chiavi API' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Chiavi API' })).toBeVisible();
      const name = `ERP ${device} ${Date.now()}`;
      await page.getByRole('textbox', { name: /Nome/ }).fill(name);
      await page.keyboard.press('Enter');
      const shown = page.getByRole('region', { name: `Chiave «${name}» creata` });
      await expect(shown.getByText(/non sarà più mostrata/)).toBeVisible();
      const key = (await shown.getByLabel('La nuova chiave API').textContent())!;
      expect(key).toMatch(/^spk_/);
      await axeSettled(page);
      await page.screenshot({
        path: testInfo.outputPath(`chiavi-${viewport.width}.png`),
        fullPage: true,
      });

      expect((await erpCall(page.request, key)).status()).toBe(202);
      await shown.getByRole('button', { name: "Fatto, l'ho copiata" }).click();
      await expect(page.getByText(key)).toHaveCount(0);

      await page.getByRole('button', { name: `Revoca la chiave ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Revocare la chiave?' });
      await axeSettled(page);
      await dialog.getByRole('button', { name: 'Revoca' }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('Revocata il');
      await expect(row.getByRole('cell').nth(1)).not.toHaveText('Mai usata');
      expect((await erpCall(page.request, key)).status()).toBe(401);
    });
  });

import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { staffBrowser } from './support/staff-browser';
import { SECOND_SHOPPER } from './support/accounts';
import { readFile } from 'node:fs/promises';
import {
  api,
  axeSettled,
  euro,
  logInByApi,
  looseProduct,
  mozzarella,
  reachMinimum,
  readyCart,
} from './support/shop-api';

/*
 * Store operations (issue 16) and money that agrees (issue 29): a company
 * shopper's order with a 3x2, a loose line and the mozzarella, paid
 * by card; the checkout shows the 3x2 applied; the picker signs in through
 * the local SAML IdP, takes the order in charge, weighs the loose line above
 * its estimate, substitutes the mozzarella with another of the same kind
 * charged at most its price, confirms the charge and hands the order over;
 * the shopper's order page shows the weight found, the substitute and what
 * was paid, and the receipt and the FatturaPA say the same total.
 * SECOND_SHOPPER keeps the demo shopper's cart out of it.
 */

const CARD = 12;

/** 540 → '540 g', 1080 → '1,08 kg', as the order page writes a weight found. */
const weightText = (grams: number) =>
  grams < 1000 ? `${grams} g` : `${String(grams / 1000).replace('.', ',')} kg`;
/** '2,97 €' → 297. */
const centsOf = (text: string) =>
  Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);

const COMPANY = {
  personType: 'company',
  companyName: 'Verdi Alimentari S.r.l.',
  vatNumber: '01234567897',
  sdiCode: 'ABC1234',
  address1: 'Via Indipendenza',
  addressNumber: '12',
  postalcode: '40121',
  city: 'Bologna',
  province: 'BO',
};

interface ListedProduct {
  productId: number;
  name: string;
  priceDisplay: number;
  productInfos: { TIPOLOGIA: string; QTY_MULT?: string };
  selectOptions: unknown[];
  warehousePromo: { view: { header: string } } | null;
}

/** A piece on a 3x2 ('Prendi 3, paghi 2'), sold one at a time. */
async function threeForTwo(request: APIRequestContext) {
  const { products } = await api(request, 'GET', '/ebsn/api/products?promo=true&page_size=96');
  const bundle = (products as ListedProduct[]).find(
    (p) =>
      p.warehousePromo?.view.header === '3x2' &&
      p.productInfos.TIPOLOGIA === 'Pezzo' &&
      (p.productInfos.QTY_MULT ?? '1') === '1' &&
      p.selectOptions.length === 0,
  );
  expect(bundle, 'a 3x2 piece').toBeDefined();
  return bundle!;
}

test('a 3x2 in the checkout; the picker weighs, substitutes and delivers; the documents agree', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Two browsers, an order, a sign-in through the IdP and the whole picking: longer than most.
  test.slow();
  // The shopper orders loose goods and pays by card (the test acquirer's form, sent by the API).
  await logInByApi(page, SECOND_SHOPPER);
  const { request } = page;
  await readyCart(page);
  const loose = await looseProduct(request);
  const piece = await mozzarella(request);
  const bundle = await threeForTwo(request);
  await api(request, 'POST', '/ebsn/api/registration/update_billing_address', COMPANY);
  await api(request, 'POST', '/ebsn/api/cart/add', {
    items: [
      { productId: loose.productId, quantity: loose.minAcq },
      { productId: piece.productId, quantity: 1 },
      { productId: bundle.productId, quantity: 3 },
    ],
  });
  await api(request, 'POST', '/ebsn/api/cart/update-cart-info', {
    property: 'need_invoice',
    value: 'true',
  });

  // The checkout: three pieces of the 3x2 cost two, the line says so.
  await page.goto('/checkout');
  const bundleLine = page.getByRole('listitem').filter({ hasText: bundle.name });
  const saving = euro(bundle.priceDisplay);
  await expect(bundleLine).toContainText(`Offerta 3x2: risparmi ${saving}`);
  await expect(bundleLine.locator('del')).toHaveText(euro(bundle.priceDisplay * 3));
  await expect(bundleLine).toContainText(euro(bundle.priceDisplay * 2));
  await axeSettled(page);
  await page.screenshot({ path: testInfo.outputPath('checkout-3x2.png'), fullPage: true });

  await reachMinimum(request);
  await api(request, 'POST', '/ebsn/api/checkout/prepare');
  const { order, paymentUrl } = await api(
    request,
    'POST',
    `/ebsn/api/checkout/buy?payment_type_id=${CARD}`,
  );
  const paid = await request.post(new URL(paymentUrl).pathname, {
    form: { number: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Luca Verdi' },
  });
  expect(paid.ok()).toBe(true);
  const orderId: number = order.orderId;
  const placed = await api(request, 'GET', `/ebsn/api/order/view?order_id=${orderId}`);
  const estimatedKg: number = placed.data.items.find(
    (i: { productId: number }) => i.productId === loose.productId,
  ).weight;
  const pieceName: string = placed.data.items.find(
    (i: { productId: number }) => i.productId === piece.productId,
  ).product.name;

  // A shopper's session never opens the console: the user board instead.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/profile\/dashboard$/);

  // The picker, in a browser of their own.
  const staffContext = await staffBrowser(browser, baseURL, testInfo);
  const staff = await staffContext.newPage();
  const staffErrors: string[] = [];
  staff.on('console', (m) => {
    if (m.type() === 'error') staffErrors.push(`${m.text()} (${m.location().url})`);
  });
  staff.on('pageerror', (e) => staffErrors.push(e.message));
  await staff.goto('/admin');
  await expect(staff).toHaveURL(/\/admin\/accesso$/);
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Accesso del personale' }),
  ).toBeVisible();
  // The journeys' shops run in production trusting the local IdP: the staff are told.
  await expect(
    staff.getByText(/si fida del fornitore di identità di sviluppo\. Non usarlo in produzione\./),
  ).toBeVisible();
  await axeSettled(staff);
  await staff.getByRole('link', { name: "Accedi con l'account aziendale" }).click();
  await expect(staff.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
  await staff.getByRole('button', { name: /Paolo Raccoglitore/ }).click();

  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Ordini da preparare' })).toBeVisible();
  await expect(staff.getByText('Paolo Raccoglitore')).toBeVisible();
  const row = staff.getByRole('link', { name: new RegExp(`^N\\. ${orderId} `) });
  await expect(row).toContainText('Ordinato');
  await expect(row).toContainText('Carta preautorizzata');
  await axeSettled(staff);
  await staff.screenshot({ path: testInfo.outputPath('board.png'), fullPage: true });

  await row.click();
  await expect(
    staff.getByRole('heading', { level: 1, name: `Ordine N. ${orderId}` }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(staff.getByText('In preparazione').first()).toBeVisible();

  // The shopper's edit and cancel buttons are gone once the store has the order.
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('In preparazione').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica ordine' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Annulla ordine' })).toHaveCount(0);

  const grams = Math.round(estimatedKg * 1000 * 1.08);
  const line = staff.getByRole('listitem').filter({ hasText: loose.name });
  await line.getByLabel('Peso reale (g)').fill(String(grams));
  await line.getByRole('button', { name: 'Registra peso' }).click();
  await expect(line).toContainText(`pesato ${String(grams / 1000).replace('.', ',')} kg`);

  // The mozzarella is not on the shelf: the shopper accepted alternatives, so another
  // mozzarella goes, charged at most the original's price (never the ricotta beside it).
  const cheese = staff.getByRole('listitem').filter({ hasText: pieceName });
  await cheese.getByRole('button', { name: 'Sostituisci' }).click();
  const choice = cheese.getByLabel('Prodotto sostitutivo');
  await expect(choice.locator('option').nth(1)).toBeAttached();
  const options = await choice.locator('option').allTextContents();
  for (const option of options.slice(1)) {
    expect(option).toMatch(/mozzarell/i);
    const charged = /\(al cliente ([^)]+)\)/.exec(option)![1]!;
    expect(centsOf(charged)).toBeLessThanOrEqual(Math.round(piece.priceDisplay * 100));
  }
  await choice.selectOption({ index: options.length - 1 });
  await axeSettled(staff);
  await cheese.getByRole('button', { name: 'Sostituisci' }).click();
  await expect(staff.getByText('Sostituto:')).toBeVisible();
  await expect(cheese.first()).toContainText('Sostituito');
  await staff.screenshot({ path: testInfo.outputPath('picking.png'), fullPage: true });

  await staff.getByRole('button', { name: 'Quasi pronto' }).click();
  await expect(staff.getByText('Quasi pronto').first()).toBeVisible();
  // Delivering charges the card: the console says how much first.
  await staff.getByRole('button', { name: 'Consegnato', exact: true }).click();
  const confirm = staff.getByRole('dialog', { name: 'Consegnato: confermi?' });
  await expect(confirm).toContainText("Verrà addebitato sulla carta l'importo di");
  await axeSettled(staff);
  await confirm.getByRole('button', { name: 'Consegnato', exact: true }).click();
  await expect(staff.getByText('Totale finale')).toBeVisible();
  await expect(staff.getByText('Carta addebitata')).toBeVisible();
  const total = (
    await staff
      .locator('dt', { hasText: 'Totale finale' })
      .locator('xpath=following-sibling::dd')
      .textContent()
  )?.trim();
  expect(total).toMatch(/€/);
  await expect(
    staff.getByRole('listitem').filter({ hasText: /^Consegnato\b.*Paolo Raccoglitore/ }),
  ).toBeVisible();
  // Back on the board, the order is no longer among those to prepare: it is listed apart.
  await staff.getByRole('link', { name: 'Tutti gli ordini' }).click();
  const ownRow = { name: new RegExp(`^N\\. ${orderId} `) };
  await expect(
    staff.getByRole('list', { name: 'Consegnati e chiusi' }).getByRole('link', ownRow),
  ).toBeVisible();
  await expect(staff.getByRole('list', { name: /^Fascia / }).getByRole('link', ownRow)).toHaveCount(
    0,
  );
  await axeSettled(staff);
  await staff.getByRole('link', ownRow).click();
  await expect(staff.getByText('Totale finale')).toBeVisible();

  // The shopper's order page: delivered, with the final amount, the weight found and the substitute.
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('Consegnato').first()).toBeVisible();
  await expect(page.getByText(total!).first()).toBeVisible();
  await expect(page.getByText(`Consegnato: ${weightText(grams)}`)).toBeVisible();
  await expect(page.getByText(`Sostituito da:`)).toBeVisible();
  await expect(page.getByText(`Offerta 3x2: risparmi ${saving}`)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Riepilogo' });
  await expect(
    totals.locator('dt', { hasText: 'Pagato' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(total!);
  // The payment box shows the capture, and the mail with the final amount is in the outbox.
  await expect(page.getByText(`Addebitato: ${total}`)).toBeVisible();
  await axeSettled(page);
  await page.screenshot({ path: testInfo.outputPath('order-delivered.png'), fullPage: true });

  // The invoice (PDF) and the FatturaPA the page offers: the same total, the VAT split to it.
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Scarica fattura' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
  await (await pdf).saveAs(testInfo.outputPath('invoice.pdf'));
  const xmlDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Fattura elettronica (XML)' }).click();
  const xml = await readFile((await (await xmlDownload).path())!, 'utf8');
  const amount = (tag: string) =>
    [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'g'))].map((m) => Number(m[1]));
  const totalCents = centsOf(total!);
  expect(Math.round(amount('ImportoTotaleDocumento')[0]! * 100)).toBe(totalCents);
  const split = amount('ImponibileImporto').map((taxable, i) => taxable + amount('Imposta')[i]!);
  expect(Math.round(split.reduce((a, b) => a + b, 0) * 100)).toBe(totalCents);
  expect(Math.round(amount('ImportoPagamento')[0]! * 100)).toBe(totalCents);
  expect(xml).toContain('<AliquotaIVA>4.00</AliquotaIVA>');
  const { mails } = await api(
    request,
    'GET',
    `/dev/mail.json?to=${encodeURIComponent(SECOND_SHOPPER.email)}`,
  );
  const delivered = mails.find((m: { subject: string }) =>
    m.subject.startsWith(`Ordine n. ${orderId} consegnato`),
  );
  expect(delivered?.text.replace(/\u00a0/g, ' ')).toContain(total!.replace(/\u00a0/g, ' '));
  await staffContext.close();
  expect(staffErrors, "errors in the staff's browser console").toEqual([]);
});

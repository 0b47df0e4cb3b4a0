import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { SECOND_SHOPPER } from './support/accounts';
import { api, axeSettled, logInByApi, readyCart, spaghettiPiece } from './support/shop-api';

/*
 * Store operations (issue 16): a shopper's order with a loose line, paid by
 * card; the picker signs in through the local SAML IdP, takes the order in
 * charge, weighs the loose line and hands it over; the shopper's order page
 * shows the new status and the final amount charged. SECOND_SHOPPER keeps
 * the demo shopper's cart out of it.
 */

const CARD = 12;

/** Loose goods sold by weight (TIPOLOGIA Sfuso), without options. */
async function looseProduct(request: APIRequestContext) {
  const { products } = await api(request, 'GET', '/ebsn/api/products?q=mele&page_size=24');
  const loose = products.find(
    (p: { productInfos: { TIPOLOGIA: string }; selectOptions: unknown[] }) =>
      p.productInfos.TIPOLOGIA === 'Sfuso' && p.selectOptions.length === 0,
  );
  expect(loose, 'a loose product').toBeDefined();
  return loose as { productId: number; name: string; minAcq: number };
}

test('a picker signs in by SSO, weighs a loose line and hands the order over', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, an order, a sign-in through the IdP and the whole picking: longer than most.
  test.slow();
  // The shopper orders loose goods and pays by card (the test acquirer's form, sent by the API).
  await logInByApi(page, SECOND_SHOPPER);
  const { request } = page;
  await readyCart(page);
  const loose = await looseProduct(request);
  const piece = await spaghettiPiece(request);
  await api(request, 'POST', '/ebsn/api/cart/add', {
    items: [
      { productId: loose.productId, quantity: loose.minAcq },
      { productId: piece.productId, quantity: 1 },
    ],
  });
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
  const { baseURL, viewport, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  const staffContext = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
  });
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
  await axeSettled(staff);
  await staff.getByRole('link', { name: "Accedi con l'account aziendale" }).click();
  await expect(staff.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
  await staff.getByRole('button', { name: /Paolo Raccoglitore/ }).click();

  await expect(staff).toHaveURL(/\/admin$/);
  await expect(staff.getByRole('heading', { level: 1, name: 'Ordini da preparare' })).toBeVisible();
  await expect(staff.getByText('Paolo Raccoglitore')).toBeVisible();
  const row = staff.getByRole('link', { name: new RegExp(`^Ordine ${orderId},`) });
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

  // The spaghetti are not on the shelf: the shopper accepted alternatives, so a similar pack goes.
  const pasta = staff.getByRole('listitem').filter({ hasText: pieceName });
  await pasta.getByRole('button', { name: 'Sostituisci' }).click();
  const choice = pasta.getByLabel('Prodotto sostitutivo');
  await expect(choice.locator('option').nth(1)).toBeAttached();
  await choice.selectOption({ index: 1 });
  await axeSettled(staff);
  await pasta.getByRole('button', { name: 'Sostituisci' }).click();
  await expect(staff.getByText('Sostituto:')).toBeVisible();
  await expect(pasta.first()).toContainText('Sostituito');
  await staff.screenshot({ path: testInfo.outputPath('picking.png'), fullPage: true });

  await staff.getByRole('button', { name: 'Quasi pronto' }).click();
  await expect(staff.getByText('Quasi pronto').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Consegnato', exact: true }).click();
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

  // The shopper's order page: delivered, with the final amount.
  await page.goto(`/profile/orders/${orderId}`);
  await expect(page.getByText('Consegnato').first()).toBeVisible();
  await expect(page.getByText(total!).first()).toBeVisible();
  // The payment box shows the capture, and the mail with the final amount is in the outbox.
  await expect(page.getByText(`Addebitato: ${total}`)).toBeVisible();
  await axeSettled(page);
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

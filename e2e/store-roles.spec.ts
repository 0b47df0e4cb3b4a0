import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import {
  api,
  axeSettled,
  logInByApi,
  reachMinimum,
  readyCart,
  spaghettiPiece,
} from './support/shop-api';

/*
 * Issue 32: the voucher a delivery issues, and who in the store may do what.
 * The demo shopper (1.250 points) pays a store pickup by card; the checkout
 * promises the vouchers. The picker signs in through the local IdP, takes the
 * order, sets it ready (the shopper is mailed «pronto per il ritiro») and
 * hands it over; the console offers the picker no refund. The shopper finds
 * the new vouchers in 'Buoni e punti'. The manager refunds the order: the
 * unused vouchers and the order's points are taken back, and the demo
 * shopper's balance is 1.250 again for the journeys after this one.
 */

const CARD = 12;
const VOUCHER = /^PUNTI[A-Z0-9]{8}$/;

interface Assigned {
  code: string;
  used: boolean;
}

const voucherCodes = async (page: Page): Promise<string[]> => {
  const { giftCertificates } = await api(
    page.request,
    'GET',
    '/ebsn/api/giftcertificate/list-manual-assigned',
  );
  return (giftCertificates as Assigned[]).map((c) => c.code).filter((c) => VOUCHER.test(c));
};

/** A staff member's own browser, signed in through the local IdP's chooser. */
async function staffBrowser(
  browser: Browser,
  baseURL: string | undefined,
  testInfo: TestInfo,
  who: RegExp,
) {
  const { viewport, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const staff = await context.newPage();
  const errors: string[] = [];
  staff.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  staff.on('pageerror', (e) => errors.push(e.message));
  await staff.goto('/admin/accesso');
  await staff.getByRole('link', { name: "Accedi con l'account aziendale" }).click();
  await staff.getByRole('button', { name: who }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  return { context, staff, errors };
}

/** The console page at 1280 and 390 px, for the record. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  const size = page.viewportSize()!;
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await axeSettled(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize(size);
}

test('a delivery issues the promised voucher; only the manager refunds, taking it back', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // Three browsers, an order, two sign-ins through the IdP: longer than most.
  test.slow();
  await logInByApi(page, DEMO_SHOPPER);
  const { request } = page;
  const before = await voucherCodes(page);
  await readyCart(page);
  const piece = await spaghettiPiece(request);
  await api(request, 'POST', '/ebsn/api/cart/add', {
    items: [{ productId: piece.productId, quantity: 3 }],
  });

  // The checkout promises the vouchers the delivery will issue.
  await page.goto('/checkout');
  await expect(page.getByText(/^Alla consegna i tuoi punti diventano .* da 5,00/)).toBeVisible();
  await axeSettled(page);

  await reachMinimum(request);
  await api(request, 'POST', '/ebsn/api/checkout/prepare');
  const { order, paymentUrl } = await api(
    request,
    'POST',
    `/ebsn/api/checkout/buy?payment_type_id=${CARD}`,
  );
  const paid = await request.post(new URL(paymentUrl).pathname, {
    form: { number: '4242424242424242', expiry: '12/34', cvc: '123', holder: 'Mario Rossi' },
  });
  expect(paid.ok()).toBe(true);
  const orderId: number = order.orderId;

  // The picker takes the order, sets it ready and hands it over.
  const picker = await staffBrowser(browser, baseURL, testInfo, /Paolo Raccoglitore/);
  const { staff } = picker;
  await staff.goto(`/admin/ordini/${orderId}`);
  await expect(
    staff.getByRole('heading', { level: 1, name: `Ordine N. ${orderId}` }),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Prendi in carico' }).click();
  await staff.getByRole('button', { name: 'Quasi pronto' }).click();
  await expect(staff.getByText('Quasi pronto').first()).toBeVisible();
  // Reopening is the manager's: the picker is not offered it.
  await expect(staff.getByRole('button', { name: "Riapri l'ordine" })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Consegnato', exact: true }).click();
  const confirm = staff.getByRole('dialog', { name: 'Consegnato: confermi?' });
  await confirm.getByRole('button', { name: 'Consegnato', exact: true }).click();
  await expect(staff.getByText('Carta addebitata')).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Azioni del responsabile' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: "Rimborsa l'ordine" })).toHaveCount(0);
  await axeSettled(staff);
  await shots(staff, testInfo, 'console-picker');

  // The shopper was told the order is ready, where and when.
  const { mails } = await api(
    request,
    'GET',
    `/dev/mail.json?to=${encodeURIComponent(DEMO_SHOPPER.email)}`,
  );
  const ready = mails.find((m: { subject: string }) =>
    m.subject.startsWith(`Ordine n. ${orderId} pronto per il ritiro`),
  );
  expect(ready?.text).toContain('Ritiro in negozio:');

  // 'Buoni e punti': the vouchers the delivery issued, ready to use.
  const issued = (await voucherCodes(page)).filter((c) => !before.includes(c));
  expect(issued.length).toBeGreaterThanOrEqual(1);
  await page.goto('/profile/gift-certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Buoni e punti' })).toBeVisible();
  for (const code of issued)
    await expect(page.getByRole('article').filter({ hasText: code })).toContainText('Da usare');
  const history = page.getByRole('region', { name: 'Storico dei punti' });
  await expect(history.getByText(`Punti della spesa n. ${orderId}, consegnata`)).toBeVisible();
  await axeSettled(page);
  await page.screenshot({ path: testInfo.outputPath('vouchers-issued.png'), fullPage: true });

  // The manager refunds it: the card is given back, the unused vouchers withdrawn.
  const manager = await staffBrowser(browser, baseURL, testInfo, /Marta Direttrice/);
  await manager.staff.goto(`/admin/ordini/${orderId}`);
  const actions = manager.staff.getByRole('region', { name: 'Azioni del responsabile' });
  await expect(actions).toBeVisible();
  await axeSettled(manager.staff);
  await shots(manager.staff, testInfo, 'console-manager');
  await actions.getByRole('button', { name: "Rimborsa l'ordine" }).click();
  const refund = manager.staff.getByRole('dialog', { name: "Rimborsare l'ordine?" });
  await expect(refund).toContainText('Verranno riaccreditati sulla carta');
  await axeSettled(manager.staff);
  await refund.getByRole('button', { name: 'Rimborsa', exact: true }).click();
  await expect(manager.staff.getByText('Rimborsato')).toBeVisible();

  await page.reload();
  await expect(history.getByText(new RegExp(`^Spesa n\\. ${orderId} rimborsata`))).toBeVisible();
  for (const code of issued)
    await expect(page.getByRole('article').filter({ hasText: code })).toHaveCount(0);
  await expect(page.getByText('1.250 punti')).toBeVisible();
  await axeSettled(page);

  await picker.context.close();
  await manager.context.close();
  expect([...picker.errors, ...manager.errors], "errors in the staff's browser console").toEqual(
    [],
  );
});

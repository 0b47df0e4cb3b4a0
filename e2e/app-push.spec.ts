import type { Page } from '@playwright/test';
import { startLocalPushService } from '../apps/api/stand-ins/push-service/server';
import { expect, test } from './support/test';
import { DEMO_SHOPPER } from './support/accounts';
import { api, axeSettled, logInByApi, placeOrder } from './support/shop-api';

/** The service worker registers once the page is idle and then controls it. */
async function controlledByWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), {
      timeout: 30_000,
    })
    .toMatch(/\/sw\.js$/);
}

/**
 * A push as the browser receives it from its push service. Chromium's own push
 * service is Google's, out of reach here: the local stand-in received and decrypted
 * the shop's message, and DevTools hands the same bytes to the page's worker.
 */
async function deliverToWorker(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId,
    data,
  });
}

test('an order confirmed reaches the installed app as a push, and «Apri» opens the order', async ({
  page,
}) => {
  const pushService = await startLocalPushService();
  try {
    await logInByApi(page, DEMO_SHOPPER);
    await page.goto('/?app=android');
    await controlledByWorker(page);

    // The device, subscribed at the push service with the shop's key, as the app does it.
    const { publicKey } = await api(page.request, 'GET', '/ebsn/api/externalregistration/key');
    const subscription = await pushService.subscribe(publicKey);
    const device = new URLSearchParams({
      external_id: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys }),
      platform: 'web',
      uuid: `e2e-${test.info().parallelIndex}`,
      model: 'Chromium',
      platform_version: '',
      manufacturer: '',
    });
    await api(page.request, 'GET', `/ebsn/api/externalregistration/register?${device}`);

    const orderId = await placeOrder(page, 2);
    let received: string[] = [];
    await expect
      .poll(async () => (received = await pushService.messages(subscription.clientHash)), {
        timeout: 30_000,
      })
      .toHaveLength(1);
    const message = JSON.parse(received[0]!) as Record<string, unknown>;
    expect(message).toMatchObject({
      title: `Ordine n. ${orderId} confermato`,
      aps: { alert: { title: `Ordine n. ${orderId} confermato` } },
      nav_to: `/profile/orders/${orderId}`,
    });

    // In the foreground the shop asks before it leaves the page (SPEC §4 Push).
    await deliverToWorker(page, received[0]!);
    const notice = page.getByRole('region', { name: `Ordine n. ${orderId} confermato` });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Grazie! Il tuo ordine è per');
    await expect(page).toHaveURL(/\/\?app=android$|\/$/);
    await axeSettled(page);
    await notice.getByRole('button', { name: 'Apri' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderId));
  } finally {
    await pushService.close();
  }
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { SECOND_SHOPPER } from './support/accounts';

/*
 * Issue 18, item 1: a page on another site makes the logged-in browser call
 * the shop. The navigation to user-address/delete carries the SameSite=Lax
 * cookie, the form post to cart/empty does not; both must change nothing.
 * The other site is 127.0.0.1 on a port of its own, a different site from
 * localhost for the browser.
 */

let attacker: Server;
let attackerOrigin: string;
/** The page the other site serves next, by path. */
const pages = new Map<string, string>();

test.beforeAll(async () => {
  attacker = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(pages.get(req.url ?? '') ?? '<!doctype html><title>Offerte</title>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

interface Answer<T> {
  response: { status: number };
  data: T;
}

async function call<T>(api: APIRequestContext, method: 'get' | 'post', url: string, data?: object) {
  const res = await api[method](url, data ? { data } : {});
  return (await res.json()) as Answer<T>;
}

const HOME = {
  addressName: 'Ufficio',
  doorbellName: 'Verdi',
  referencePhoneNumber: '347 5550101',
  address1: 'via zamboni',
  city: 'bologna',
  postalcode: '40126',
  province: 'bo',
};

interface CartView {
  data: {
    shippingAddress: { addressId: number; addressType: string } | null;
    totalItems: number;
  };
}

/** A delivery (the cart's address and its first free slot) and one product: a cart worth emptying. */
async function fillCart(api: APIRequestContext): Promise<number> {
  const { data: cart } = await call<CartView>(api, 'get', '/ebsn/api/cart/view');
  const address = cart.data.shippingAddress!;
  await call(api, 'post', '/ebsn/api/cart/set-address', {
    type: address.addressType,
    id: address.addressId,
  });
  const { data: calendar } = await call<{
    days: {
      dateIso: string;
      timeslots: { timeslotId: number; active: number; status: string }[];
    }[];
  }>(api, 'get', '/ebsn/api/timeslot/list');
  const slots = calendar.days.flatMap((day) =>
    day.timeslots
      .filter((slot) => slot.active === 1 && slot.status !== 'full')
      .map((slot) => ({ date: day.dateIso, id: slot.timeslotId })),
  );
  for (const slot of slots) {
    const chosen = await call(api, 'post', '/ebsn/api/cart/set-timeslot', slot);
    if (chosen.response.status === 0) break;
  }
  const { data: found } = await call<{ products: { productId: number }[] }>(
    api,
    'get',
    '/ebsn/api/products?q=pasta',
  );
  for (const { productId } of found.products) {
    const added = await call<CartView>(api, 'post', '/ebsn/api/cart/add', {
      items: [{ productId, quantity: 1 }],
    });
    if (added.response.status === 0) return added.data.data.totalItems;
  }
  throw new Error('no product could be added');
}

test('a page on another site can neither delete an address nor empty the cart', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // The refusals this journey provokes: the shop answers the forged requests 403.
  consoleErrors.allow(/status of 403 \(Forbidden\)/);
  const api = page.context().request;
  const login = await api.post('/ebsn/api/auth/login', {
    form: { login: SECOND_SHOPPER.email, password: SECOND_SHOPPER.password },
  });
  expect(login.ok()).toBe(true);

  // Two addresses, so one is surely not the cart's (that one could never be deleted).
  const saved: number[] = [];
  for (const addressNumber of ['35', '37']) {
    const res = await call<{ data: { addressId: number } }>(
      api,
      'post',
      '/ebsn/api/user-address/update',
      { ...HOME, addressNumber },
    );
    expect(res.response.status).toBe(0);
    saved.push(res.data.data.addressId);
  }
  const itemsBefore = await fillCart(api);
  expect(itemsBefore).toBeGreaterThan(0);
  const { data: cart } = await call<CartView>(api, 'get', '/ebsn/api/cart/view');
  const addressId = saved.find((id) => id !== cart.data.shippingAddress?.addressId)!;
  const addressExists = async () =>
    (await call(api, 'get', `/ebsn/api/user-address/view?address_id=${addressId}`)).response
      .status === 0;
  const deleteUrl = `${baseURL}/ebsn/api/user-address/delete?address_id=${addressId}`;

  // A link on the other site: the browser navigates, the Lax cookie goes along.
  pages.set(
    '/link',
    `<!doctype html><title>Offerte</title><a href="${deleteUrl}">Vinci un buono</a>`,
  );
  await page.goto(`${attackerOrigin}/link`);
  await page.getByRole('link', { name: 'Vinci un buono' }).click();
  await page.waitForURL(deleteUrl);
  await expect(page.locator('body')).toContainText('la richiesta proviene da un altro sito');
  expect(await addressExists()).toBe(true);

  // A script on the other site sending the browser there by itself.
  pages.set(
    '/redirect',
    `<!doctype html><script>location.href = ${JSON.stringify(deleteUrl)}</script>`,
  );
  await page.goto(`${attackerOrigin}/redirect`);
  await page.waitForURL(deleteUrl);
  await expect(page.locator('body')).toContainText('la richiesta proviene da un altro sito');
  expect(await addressExists()).toBe(true);

  // A form posted as text/plain, which browsers send without asking first.
  pages.set(
    '/form',
    `<!doctype html><form method="post" enctype="text/plain" action="${baseURL}/ebsn/api/cart/empty">
      <input type="hidden" name='{"a":"' value='"}'></form><script>document.forms[0].submit()</script>`,
  );
  await page.goto(`${attackerOrigin}/form`);
  await page.waitForURL(`${baseURL}/ebsn/api/cart/empty`);
  await expect(page.locator('body')).toContainText('"status":403');
  const { data: after } = await call<CartView>(api, 'get', '/ebsn/api/cart/view');
  expect(after.data.totalItems).toBe(itemsBefore);

  // The shop's own pages still can: the same deletion from the shop's origin goes through.
  await page.goto(`${baseURL}/version.json`);
  const own = await page.evaluate(async (url) => (await fetch(url)).json(), deleteUrl);
  expect(own).toMatchObject({ response: { status: 0 } });
  expect(await addressExists()).toBe(false);
});

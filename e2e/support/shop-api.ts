import { expect, type Page } from '@playwright/test';
import { DEMO_SHOPPER } from './accounts';
import { expectNoAxeViolations } from './axe';

/*
 * What journeys that set the scene through the API share: a call whose
 * envelope must carry no error, a login as the web's own would leave it, and
 * axe once the page has stopped moving.
 */

interface CallAnswer {
  json(): Promise<unknown>;
  ok(): boolean;
  headers(): Record<string, string>;
}

/** What the scene-setting calls need of a requester: Playwright's, or the page's own fetch. */
export interface Requester {
  get(url: string): Promise<CallAnswer>;
  post(
    url: string,
    options?: { data?: object; form?: Record<string, string> },
  ): Promise<CallAnswer>;
}

/**
 * Calls made by the page itself, from its origin: for a brand's host such as
 * fresco.localhost, which Chromium resolves and Node's requests do not. The
 * page must be on that origin first.
 */
export function inPage(page: Page): Requester {
  const call = async (method: string, url: string, body?: string, contentType?: string) => {
    const answer = await page.evaluate(
      async (init) => {
        const res = await fetch(init.url, {
          method: init.method,
          ...(init.body === undefined ? {} : { body: init.body }),
          headers: init.contentType ? { 'content-type': init.contentType } : {},
        });
        const headers: Record<string, string> = {};
        res.headers.forEach((value, name) => {
          headers[name] = value;
        });
        return { status: res.status, headers, text: await res.text() };
      },
      { method, url, body, contentType },
    );
    return {
      json: async () => JSON.parse(answer.text) as unknown,
      ok: () => answer.status < 400,
      headers: () => answer.headers,
    };
  };
  return {
    get: (url) => call('GET', url),
    post: (url, options = {}) =>
      options.form
        ? call(
            'POST',
            url,
            new URLSearchParams(options.form).toString(),
            'application/x-www-form-urlencoded',
          )
        : call(
            'POST',
            url,
            options.data ? JSON.stringify(options.data) : undefined,
            options.data ? 'application/json' : undefined,
          ),
  };
}

/** Euros as the shop writes them: '2,97 €' (the space before € is a non-breaking one). */
export const euro = (euros: number) =>
  new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  }).format(Math.round(euros * 100) / 100);

/** The call's data; fails the journey on any refusal, naming the call. */
export async function api(request: Requester, method: 'GET' | 'POST', url: string, data?: object) {
  const res =
    method === 'GET' ? await request.get(url) : await request.post(url, data ? { data } : {});
  // The shop's envelope; its data are what each journey reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const envelope = (await res.json()) as { response: { errors: unknown[] }; data: any };
  expect(envelope.response.errors, `${method} ${url}`).toEqual([]);
  return envelope.data;
}

/** Logged in: the cookie, and the stored session id the web's guards read (the cookie is HttpOnly). */
export async function logInByApi(
  page: Page,
  account: { email: string; password: string },
  request: Requester = page.request,
) {
  const login = await request.post('/ebsn/api/auth/login', {
    form: { login: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);
  const session = login.headers()['x-ebsn-session'];
  await page.addInitScript((id) => window.localStorage.setItem('X-Ebsn-Session', id), session);
}

/** Axe once toasts and dialogs have finished moving (a toast fading in reads as low contrast). */
export async function axeSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await expectNoAxeViolations(page);
}

/** An empty, open cart with the store counter and the first free slot chosen. */
export async function readyCart(page: Page, request: Requester = page.request): Promise<void> {
  const { data: cart } = await api(request, 'GET', '/ebsn/api/cart/view');
  // A journey that stopped half-way through an order's edit leaves its cart bound to the order.
  if (cart.editingOrderId)
    await api(request, 'POST', `/ebsn/api/order/modify-cancel?order_id=${cart.editingOrderId}`);
  if (cart.cartStatusId === 7) await api(request, 'POST', '/ebsn/api/cart/unlock');
  await api(request, 'POST', '/ebsn/api/cart/empty');
  await api(request, 'POST', '/ebsn/api/cart/update-cart-info', {
    property: 'need_invoice',
    value: 'false',
  });
  // The cart's store counter; the first one when another journey left a home address on it.
  const DRIVE = 3;
  const storeId =
    cart.shippingAddress?.addressTypeId === DRIVE
      ? cart.shippingAddress.addressId
      : (await api(request, 'GET', '/ebsn/api/user-address/list?address_type=drive')).data
          .addresses[0].addressId;
  await api(request, 'POST', '/ebsn/api/cart/set-address', { type: 'drive', id: storeId });
  const { days } = await api(request, 'GET', '/ebsn/api/timeslot/list');
  const slot = days.flatMap(
    (d: { dateIso: string; timeslots: { timeslotId: number; active: number; status: string }[] }) =>
      d.timeslots
        .filter((s) => s.active === 1 && s.status !== 'full')
        .map((s) => ({ date: d.dateIso, id: s.timeslotId })),
  )[0];
  await api(request, 'POST', '/ebsn/api/cart/set-timeslot', slot);
}

/**
 * Tops the cart up to the brand's minimum order (docs/rules/cart.md Minimum
 * order) with the dearest bottle of olive oil sold by the piece: for the
 * journeys about something else, whose own lines stay as they put them.
 */
export async function reachMinimum(request: Requester): Promise<void> {
  const { data: cart } = await api(request, 'GET', '/ebsn/api/cart/view');
  const { missing } = cart.minimumOrder as { missing: number };
  if (missing === 0) return;
  const { products } = await api(
    request,
    'GET',
    '/ebsn/api/products?q=olio%20extravergine&page_size=24',
  );
  const [oil] = (
    products as {
      productId: number;
      priceDisplay: number;
      productInfos: { TIPOLOGIA: string };
      selectOptions: unknown[];
    }[]
  )
    .filter((p) => p.productInfos.TIPOLOGIA === 'Pezzo' && p.selectOptions.length === 0)
    .sort((a, b) => b.priceDisplay - a.priceDisplay);
  await api(request, 'POST', '/ebsn/api/cart/add', {
    items: [{ productId: oil!.productId, quantity: Math.ceil(missing / oil!.priceDisplay) }],
  });
}

/** A packet of spaghetti sold by the piece, without options. */
export async function spaghettiPiece(request: Requester): Promise<{ productId: number }> {
  const { products } = await api(request, 'GET', '/ebsn/api/products?q=spaghetti&page_size=24');
  return products.find(
    (p: { productInfos: { TIPOLOGIA: string }; selectOptions: unknown[] }) =>
      p.productInfos.TIPOLOGIA === 'Pezzo' && p.selectOptions.length === 0,
  );
}

/**
 * A ready cart holding two lines of its own, whatever an earlier journey on the
 * shop left: spaghetti by the piece (−, the typed quantity, +) and 600 g of loose
 * apples (−, '600 g', +).
 */
export async function cartWithPastaAndApples(page: Page, pieces: number): Promise<void> {
  await readyCart(page);
  const piece = await spaghettiPiece(page.request);
  const { products } = await api(page.request, 'GET', '/ebsn/api/products?q=mele%20golden%20sfuse');
  await api(page.request, 'POST', '/ebsn/api/cart/add', {
    items: [
      { productId: piece.productId, quantity: pieces },
      { productId: products[0].productId, quantity: 0.6 },
    ],
  });
}

/** An order placed through the API (two pieces in a ready cart, topped up to the minimum order); its id. */
export async function placeOrder(
  page: Page,
  paymentTypeId: number,
  request: Requester = page.request,
): Promise<number> {
  await readyCart(page, request);
  const piece = await spaghettiPiece(request);
  await api(request, 'POST', '/ebsn/api/cart/add', {
    items: [{ productId: piece.productId, quantity: 2 }],
  });
  await reachMinimum(request);
  await api(request, 'POST', '/ebsn/api/checkout/prepare');
  const { order } = await api(
    request,
    'POST',
    `/ebsn/api/checkout/buy?payment_type_id=${paymentTypeId}`,
  );
  return order.orderId;
}

/** The login dialog the shop opened (an anonymous add, a heart): the demo shopper signs in. */
export async function logInThroughDialog(page: Page, account = DEMO_SHOPPER) {
  const dialog = page.getByRole('dialog', { name: 'Accedi' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Accedi' }).click();
  await expect(dialog).toBeHidden();
}

/** The 0,99 € mozzarella, one label of several on its shelf (others may replace it). */
export async function mozzarella(request: Requester) {
  const { products } = await api(
    request,
    'GET',
    '/ebsn/api/products?q=mozzarella%20fior%20di%20latte&page_size=24',
  );
  const found = (
    products as {
      productId: number;
      name: string;
      priceDisplay: number;
      warehousePromo: unknown;
      selectOptions: unknown[];
    }[]
  ).find((p) => / 125 g$/.test(p.name) && !p.warehousePromo && p.selectOptions.length === 0);
  expect(found, 'a mozzarella fior di latte 125 g').toBeDefined();
  return found!;
}

/** Loose goods sold by weight (TIPOLOGIA Sfuso), without options. */
export async function looseProduct(request: Requester) {
  const { products } = await api(request, 'GET', '/ebsn/api/products?q=mele&page_size=24');
  const loose = products.find(
    (p: { productInfos: { TIPOLOGIA: string }; selectOptions: unknown[] }) =>
      p.productInfos.TIPOLOGIA === 'Sfuso' && p.selectOptions.length === 0,
  );
  expect(loose, 'a loose product').toBeDefined();
  return loose as { productId: number; name: string; minAcq: number };
}

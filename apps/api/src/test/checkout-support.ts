import { and, desc, eq } from 'drizzle-orm';
import { eurosToCents, type BuyResponse, type Order } from '@spesa/domain';
import { products, warehouseProducts } from '../db/schema';
import { DEFAULT_BRAND_CONFIG } from '../seed/brands/config';
import { body, type TestApp } from './helper';
import { chooseDelivery, pickProducts, plainPiece, post, viewCart } from './cart-support';
import type { Cookies } from './shoppers';

/*
 * What the checkout's API tests share: a cart with lines and a delivery, the
 * two checkout calls, and the shopper's walk through the test acquirer's page.
 */

/**
 * Lines of the products given: one of each but the last, of which as many as
 * the goods need to reach the brands' minimum order.
 */
export function linesReachingMinimum(
  picked: readonly { productId: number; priceCents: number }[],
): { productId: number; quantity: number }[] {
  const last = picked.at(-1)!;
  const othersCents = picked.slice(0, -1).reduce((sum, p) => sum + p.priceCents, 0);
  const lastQuantity = Math.max(
    1,
    Math.ceil((DEFAULT_BRAND_CONFIG.minimumOrderCents - othersCents) / last.priceCents),
  );
  return picked.map((p) => ({ productId: p.productId, quantity: p === last ? lastQuantity : 1 }));
}

/** A shopper's cart with `lines` plain pieces (linesReachingMinimum) and a chosen slot. */
export async function fillCart(t: TestApp, cookies: Cookies, lines = 3): Promise<void> {
  await chooseDelivery(t, cookies);
  const picked = await pickProducts(t, plainPiece, lines);
  const added = await post(
    t,
    '/ebsn/api/cart/add',
    { items: linesReachingMinimum(picked) },
    cookies,
  );
  if (body(added).response.status !== 0) throw new Error('cart/add refused');
}

/**
 * Tops a cart up to the brands' minimum order with the dearest plain piece (few
 * of them, from a deep stock): for the tests of something else, whose own
 * lines stay as they put them.
 */
export async function reachMinimum(t: TestApp, cookies: Cookies): Promise<void> {
  const { missing } = (await viewCart(t, cookies)).minimumOrder;
  if (missing === 0) return;
  const [filler] = await t.database.db
    .select({ productId: products.productId, priceCents: warehouseProducts.priceCents })
    .from(products)
    .innerJoin(warehouseProducts, eq(warehouseProducts.productId, products.productId))
    .where(and(eq(warehouseProducts.warehouseId, 89), plainPiece))
    .orderBy(desc(warehouseProducts.priceCents), desc(products.productId))
    .limit(1);
  const quantity = Math.ceil(eurosToCents(missing) / filler!.priceCents);
  const added = await post(
    t,
    '/ebsn/api/cart/add',
    { items: [{ productId: filler!.productId, quantity }] },
    cookies,
  );
  if (body(added).response.status !== 0) throw new Error('cart/add refused the filler');
}

export const prepare = (t: TestApp, cookies: Cookies) =>
  post(t, '/ebsn/api/checkout/prepare', undefined, cookies);

export const buy = (t: TestApp, cookies: Cookies, query: string) =>
  post(t, `/ebsn/api/checkout/buy?${query}`, undefined, cookies);

export const bought = (res: Awaited<ReturnType<typeof buy>>): BuyResponse =>
  body(res).data as unknown as BuyResponse;

export async function viewOrder(t: TestApp, cookies: Cookies, orderId: number): Promise<Order> {
  const res = await t.app.inject({ url: `/ebsn/api/order/view?order_id=${orderId}`, cookies });
  return (body(res).data as unknown as { data: Order }).data;
}

/** A path and query of an absolute or relative URL. */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The shopper types a test card on the acquirer's page, is sent back to the
 * shop, and the shop sends them on: answers the result page's path.
 */
export async function payByCard(
  t: TestApp,
  cookies: Cookies,
  paymentUrl: string,
  number: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const page = await t.app.inject({ url: pathOf(paymentUrl) });
  if (page.statusCode !== 200) throw new Error(`payment page answered ${page.statusCode}`);
  const submitted = await t.app.inject({
    method: 'POST',
    url: pathOf(paymentUrl),
    payload: new URLSearchParams({
      number,
      expiry: '12/34',
      cvc: '123',
      holder: 'Mario Rossi',
      ...extra,
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (submitted.statusCode !== 303) throw new Error(`card form answered ${submitted.statusCode}`);
  return backToShop(t, cookies, submitted.headers.location as string);
}

/** The browser follows the acquirer's redirect to the shop's return address. */
export async function backToShop(t: TestApp, cookies: Cookies, location: string): Promise<string> {
  const back = await t.app.inject({ url: pathOf(location), cookies });
  if (back.statusCode !== 303) throw new Error(`return answered ${back.statusCode}`);
  return back.headers.location as string;
}

// Also on PostgreSQL: two tabs buying the day's last units at once
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { QUANTITY_MESSAGES } from '@spesa/domain';
import { orderItems, orders, products } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import {
  chooseDelivery,
  pickProduct,
  plainPiece,
  post,
  viewCart,
  type PickedProduct,
} from '../../test/cart-support';
import { bought, buy, prepare, reachMinimum } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

/**
 * The daily maximum (docs/rules/cart.md, MAXACQ) counts the shopper's orders
 * of today, cancelled ones aside: in the cart, at checkout/prepare and under
 * checkout/buy's lock, with an edited order's own units counted once.
 */
const ON_DELIVERY = 'payment_type_id=2';
const DAILY_MAX = 5;
const REFUSED = {
  code: 'cart.daily_max_exceeded',
  error: QUANTITY_MESSAGES.dailyMax,
};

let t: TestApp;
let capped: PickedProduct;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  capped = await pickProduct(t, plainPiece);
  // Before any cart reads it: the catalogue caches the product as it first finds it.
  await t.database.db
    .update(products)
    .set({
      productInfos: sql`${products.productInfos} || ${JSON.stringify({ MAXACQ: String(DAILY_MAX) })}::jsonb`,
    })
    .where(eq(products.productId, capped.productId));
});
afterAll(() => t.close());

const add = async (cookies: Cookies, quantity: number) =>
  body(
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: [{ productId: capped.productId, quantity }] },
      cookies,
    ),
  );

const inCart = async (cookies: Cookies) =>
  (await viewCart(t, cookies)).cartItems.find((i) => i.product.productId === capped.productId)
    ?.quantity ?? 0;

/** A shopper with an order of `quantity` of the capped product placed today, and an empty cart. */
async function orderedAlready(tag: string, quantity: number) {
  const [cookies] = await newShoppers(t, 1, tag);
  await chooseDelivery(t, cookies!);
  expect((await add(cookies!, quantity)).response.status).toBe(0);
  await reachMinimum(t, cookies!);
  expect(body(await prepare(t, cookies!)).response.status).toBe(0);
  const { order } = bought(await buy(t, cookies!, ON_DELIVERY));
  await chooseDelivery(t, cookies!);
  return { cookies: cookies!, orderId: order.orderId };
}

/** What another tab did meanwhile: the order now holds `quantity` of the capped product. */
const orderNowHolds = (orderId: number, quantity: number) =>
  t.database.db
    .update(orderItems)
    .set({ quantity })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, capped.productId)));

describe('the daily maximum counts the orders of today', () => {
  it('in the cart: 3 ordered today, 3 more refused with the spec text, 2 more taken', async () => {
    const { cookies } = await orderedAlready('dm-cart', 3);
    expect((await add(cookies, 3)).response.errors[0]).toMatchObject(REFUSED);
    expect(await inCart(cookies)).toBe(0);
    expect((await add(cookies, 2)).response.status).toBe(0);
    expect(await inCart(cookies)).toBe(2);
  });

  it('at checkout/prepare, when an order has grown since the cart was filled', async () => {
    const { cookies, orderId } = await orderedAlready('dm-prepare', 2);
    expect((await add(cookies, 3)).response.status).toBe(0);
    await orderNowHolds(orderId, 3);
    await reachMinimum(t, cookies);
    const res = body(await prepare(t, cookies));
    expect(res.response.errors[0]).toMatchObject(REFUSED);
    expect(res.data).toMatchObject({ productId: capped.productId });
  });

  it('under checkout/buy, when an order has grown between prepare and buy', async () => {
    const { cookies, orderId } = await orderedAlready('dm-buy', 2);
    expect((await add(cookies, 3)).response.status).toBe(0);
    await reachMinimum(t, cookies);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    await orderNowHolds(orderId, 3);
    expect(body(await buy(t, cookies, ON_DELIVERY)).response.errors[0]).toMatchObject(REFUSED);
    const { cartId } = await viewCart(t, cookies);
    expect(await t.database.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(
      0,
    );
  });

  it('a cancelled order gives its units back to the day', async () => {
    const { cookies, orderId } = await orderedAlready('dm-cancel', DAILY_MAX);
    expect((await add(cookies, 1)).response.errors[0]).toMatchObject(REFUSED);
    const cancelled = body(
      await post(t, `/ebsn/api/order/delete?order_id=${orderId}`, undefined, cookies),
    );
    expect(cancelled.response.status).toBe(0);
    expect((await add(cookies, DAILY_MAX)).response.status).toBe(0);
  });

  it('orders of an earlier day do not count', async () => {
    const { cookies, orderId } = await orderedAlready('dm-yesterday', DAILY_MAX);
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(orders.orderId, orderId));
    expect((await add(cookies, DAILY_MAX)).response.status).toBe(0);
  });

  it('an order being edited counts once, in the cart', async () => {
    const { cookies, orderId } = await orderedAlready('dm-edit', 4);
    const edit = body(
      await post(t, `/ebsn/api/order/modify?order_id=${orderId}`, undefined, cookies),
    );
    expect(edit.response.status).toBe(0);
    expect(await inCart(cookies)).toBe(4);
    expect((await add(cookies, 1)).response.status).toBe(0);
    expect((await add(cookies, 1)).response.errors[0]).toMatchObject(REFUSED);
    await reachMinimum(t, cookies);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    expect(body(await buy(t, cookies, ON_DELIVERY)).response.status).toBe(0);
    const [line] = await t.database.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, capped.productId)));
    expect(line!.quantity).toBe(DAILY_MAX);
  });

  it('two tabs adding the last units at once, then buying twice: the day holds exactly the maximum', async () => {
    const { cookies, orderId } = await orderedAlready('dm-race', 3);
    const adds = await Promise.all(Array.from({ length: 10 }, () => add(cookies, 1)));
    expect(adds.filter((a) => a.response.status === 0)).toHaveLength(2);
    for (const refused of adds.filter((a) => a.response.status !== 0))
      expect(refused.response.errors[0]).toMatchObject(REFUSED);
    await reachMinimum(t, cookies);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    const buys = await Promise.all([buy(t, cookies, ON_DELIVERY), buy(t, cookies, ON_DELIVERY)]);
    expect(buys.every((b) => body(b).response.status === 0)).toBe(true);
    const [first] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    const [today] = await t.database.db
      .select({
        total: sql<string>`sum(${orderItems.quantity})`,
        orders: sql<string>`count(distinct ${orders.orderId})`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
      .where(and(eq(orders.userId, first!.userId), eq(orderItems.productId, capped.productId)));
    expect(Number(today!.total)).toBe(DAILY_MAX);
    expect(Number(today!.orders)).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Order } from '@spesa/domain';
import { orders, products, warehouseProducts } from '../db/schema';
import { DEMO_PASSWORD } from '../seed';
import { beside, body, build, form, type TestApp } from './helper';
import { chooseDelivery, pickProduct, plainPiece, post, viewCart } from './cart-support';
import { buy, fillCart, prepare, reachMinimum } from './checkout-support';
import { newShoppers, type Cookies } from './shoppers';

/*
 * Three shops on one database behind a round-robin balancer, as a brand runs
 * them in production (issue 37). On PostgreSQL each has its own pool and its
 * own memory, as separate processes do; on PGlite (one process per database)
 * they share the connection and keep their own memory. Either way each shop
 * caches on its own, and what one changes must hold on the others.
 */
const ON_DELIVERY = 'payment_type_id=2';
const WAREHOUSE = 89;

let t: TestApp;
let others: Awaited<ReturnType<typeof beside>>[];
/** t with an inject that hands each request to the next shop in turn. */
let balanced: TestApp;
let shops: FastifyInstance[];
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  others = [await beside(t), await beside(t)];
  shops = [t.app, ...others.map((o) => o.app)];
  let next = 0;
  const app = Object.create(t.app) as FastifyInstance;
  const inject = (options: InjectOptions | string) => shops[next++ % shops.length]!.inject(options);
  Object.defineProperty(app, 'inject', { value: inject });
  balanced = { ...t, app };
});
afterAll(async () => {
  for (const other of others) await other.close();
  await t.close();
});

const slugOf = async (productId: number): Promise<string> => {
  const [row] = await t.database.db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.productId, productId));
  return row!.slug;
};

const availableOn = async (shop: FastifyInstance, slug: string): Promise<number> => {
  const res = await shop.inject(`/ebsn/api/products?slug=${slug}`);
  return (body(res).data as { products: { available: number }[] }).products[0]!.available;
};

describe('three shops on one database', () => {
  it('a shopper whose calls land on every shop in turn logs in, fills the cart, picks a slot and buys', async () => {
    const login = await balanced.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      ...form({ login: 'mario.rossi@esempio.it', password: DEMO_PASSWORD }),
    });
    expect(login.statusCode).toBe(200);
    const cookies: Cookies = {
      ebsn_session: login.cookies.find((c) => c.name === 'ebsn_session')!.value,
    };
    // Empty the demo cart the seed filled, whichever shop answers.
    const start = await viewCart(balanced, cookies);
    if (start.cartItems.length > 0)
      await post(balanced, '/ebsn/api/cart/empty', undefined, cookies);
    await fillCart(balanced, cookies, 2);
    // Every shop shows the same cart: none answers from a copy of its own.
    const views = await Promise.all(shops.map((shop) => viewCart({ ...t, app: shop }, cookies)));
    const totals = views.map((v) => [v.cartItems.length, v.grossTotal, v.timeslot?.timeslotId]);
    expect(totals[0]![0]).toBe(2);
    expect(totals).toEqual([totals[0], totals[0], totals[0]]);
    expect(body(await prepare(balanced, cookies)).response.status).toBe(0);
    const bought = body(await buy(balanced, cookies, ON_DELIVERY));
    expect(bought.response.status).toBe(0);
    const { orderId } = bought.data.order as { orderId: number };
    const seen = await Promise.all(
      shops.map(async (shop) => {
        const res = await shop.inject({ url: `/ebsn/api/order/view?order_id=${orderId}`, cookies });
        return (body(res).data as unknown as { data: Order }).data.grossTotal;
      }),
    );
    expect(new Set(seen).size).toBe(1);
  });

  it('the stock an order takes on one shop shows on the other two within a second', async () => {
    const product = await pickProduct(t, plainPiece);
    const [cookies] = await newShoppers(t, 1, 'balanced-stock');
    const slug = await slugOf(product.productId);
    // Each shop holds the product's answer in its memory.
    const before = await Promise.all(shops.map((shop) => availableOn(shop, slug)));
    expect(before).toEqual([product.available, product.available, product.available]);
    await chooseDelivery(t, cookies!);
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: [{ productId: product.productId, quantity: 2 }] },
      cookies!,
    );
    await reachMinimum(t, cookies!);
    expect(body(await prepare(t, cookies!)).response.status).toBe(0);
    expect(body(await buy(t, cookies!, ON_DELIVERY)).response.status).toBe(0);
    const until = Date.now() + 1_000;
    let after = before;
    while (after.some((n) => n !== product.available - 2) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      after = await Promise.all(shops.map((shop) => availableOn(shop, slug)));
    }
    expect(after).toEqual(Array(3).fill(product.available - 2));
  });

  it('one cart bought 30 times across the shops makes one order', async () => {
    const [cookies] = await newShoppers(t, 1, 'balanced-same');
    await fillCart(t, cookies!);
    const { cartId } = await viewCart(t, cookies!);
    expect(body(await prepare(t, cookies!)).response.status).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => buy(balanced, cookies!, ON_DELIVERY)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const placed = await t.database.db.select().from(orders).where(eq(orders.cartId, cartId));
    expect(placed).toHaveLength(1);
  });

  it('the last 2 units go to 2 of 9 shoppers buying on different shops', async () => {
    const product = await pickProduct(t, plainPiece);
    const shoppers = await newShoppers(t, 9, 'balanced-last');
    for (const cookies of shoppers) {
      await chooseDelivery(t, cookies);
      await post(
        t,
        '/ebsn/api/cart/add',
        { items: [{ productId: product.productId, quantity: 1 }] },
        cookies,
      );
      await reachMinimum(t, cookies);
      expect(body(await prepare(t, cookies)).response.status).toBe(0);
    }
    const row = and(
      eq(warehouseProducts.warehouseId, WAREHOUSE),
      eq(warehouseProducts.productId, product.productId),
    );
    await t.database.db.update(warehouseProducts).set({ available: 2 }).where(row);
    const answers = (await Promise.all(shoppers.map((c) => buy(balanced, c, ON_DELIVERY)))).map(
      body,
    );
    expect(answers.filter((a) => a.response.status === 0)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.response.status !== 0))
      expect(refused.response.errors[0]!.code).toBe('cart.availability');
    const [stock] = await t.database.db
      .select({ available: warehouseProducts.available })
      .from(warehouseProducts)
      .where(row);
    expect(stock!.available).toBe(0);
    await t.database.db.update(warehouseProducts).set({ available: product.available }).where(row);
  });

  it('login throttling counts the failures made on every shop', async () => {
    const from = { remoteAddress: '198.51.100.77' };
    const attempt = (password: string) =>
      balanced.app.inject({
        method: 'POST',
        url: '/ebsn/api/auth/login',
        ...form({ login: 'agente@esempio.it', password }),
        ...from,
      });
    // Five failures, spread over the three shops, slow the sixth attempt down wherever it lands.
    for (let i = 0; i < 5; i++) expect(body(await attempt(`errata-${i}`)).response.status).toBe(1);
    const slowed = await attempt(DEMO_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(body(slowed).response.errors[0]?.error).toBe(
      'Troppi tentativi di accesso non riusciti. Riprova tra 1 secondo.',
    );
  });
});

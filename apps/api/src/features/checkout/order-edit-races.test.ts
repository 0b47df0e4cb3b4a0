import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { CART_STATUS_PARKED } from '@spesa/domain';
import { carts, orders, timeslotDays, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { cartOf, pickProducts, plainPiece, post, viewCart } from '../../test/cart-support';
import { bought, buy, fillCart, prepare, viewOrder } from '../../test/checkout-support';
import { newShoppers } from '../../test/shoppers';

/**
 * Issue 11's races on an order being edited: on PostgreSQL the calls really
 * run at once; on embedded PGlite they queue, and the outcome must be the same.
 */
const ON_DELIVERY = 'payment_type_id=2';
const SHOPPERS = 6;

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

const cancel = (cookies: Record<string, string>, orderId: number) =>
  post(t, `/ebsn/api/order/delete?order_id=${orderId}`, undefined, cookies);
const modify = (cookies: Record<string, string>, orderId: number) =>
  post(t, `/ebsn/api/order/modify?order_id=${orderId}`, undefined, cookies);

async function stockOf(productIds: number[]) {
  const rows = await t.database.db
    .select({ productId: warehouseProducts.productId, available: warehouseProducts.available })
    .from(warehouseProducts)
    .where(inArray(warehouseProducts.productId, productIds));
  return rows
    .map((r) => `${r.productId}:${Number(r.available)}`)
    .sort()
    .join(',');
}

/** Places taken per dated slot. */
async function placesTaken(timeslotDayIds: number[]): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select({ id: timeslotDays.timeslotDayId, n: timeslotDays.orderedCount })
    .from(timeslotDays)
    .where(inArray(timeslotDays.timeslotDayId, timeslotDayIds));
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * Shoppers with an order each (paid on delivery); the stock before any was
 * placed, and the places each slot would have without them.
 */
async function ordersPlaced(tag: string) {
  const products = (await pickProducts(t, plainPiece, 3)).map((p) => p.productId);
  const stock = await stockOf(products);
  const shoppers = await newShoppers(t, SHOPPERS, tag);
  const placed = [];
  for (const cookies of shoppers) {
    await fillCart(t, cookies, 2);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    placed.push({ cookies, orderId: bought(await buy(t, cookies, ON_DELIVERY)).order.orderId });
  }
  const days = await t.database.db
    .select({ id: orders.timeslotDayId })
    .from(orders)
    .where(
      inArray(
        orders.orderId,
        placed.map((p) => p.orderId),
      ),
    );
  const withOrders = await placesTaken(days.map((d) => d.id));
  const withoutOrders = new Map(withOrders);
  for (const { id } of days) withoutOrders.set(id, withoutOrders.get(id)! - 1);
  return { products, stock, placed, places: withoutOrders };
}

describe('order edit races', () => {
  it('confirming an edit while the order is cancelled: the order ends cancelled, stock and places back as before it was placed', async () => {
    const { products, stock, placed, places } = await ordersPlaced('race-edit-cancel');
    for (const { cookies, orderId } of placed) {
      const editCart = cartOf(await modify(cookies, orderId));
      const line = editCart.cartItems[0]!;
      await post(
        t,
        '/ebsn/api/cart/update',
        { items: [{ itemId: line.itemId, quantity: line.quantity + 2 }] },
        cookies,
      );
      expect(body(await prepare(t, cookies)).response.status).toBe(0);
    }
    const answers = await Promise.all(
      placed.flatMap(({ cookies, orderId }) => [
        buy(t, cookies, ON_DELIVERY),
        cancel(cookies, orderId),
      ]),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const [index, { cookies, orderId }] of placed.entries()) {
      const [confirm, cancelled] = [answers[index * 2]!, answers[index * 2 + 1]!];
      // The cancel always wins in the end: before the confirmation (refused, order as it was) or after it.
      expect(body(cancelled).response.status).toBe(0);
      const order = await viewOrder(t, cookies, orderId);
      expect(order.orderStatusId).toBe(10);
      const confirmed = body(confirm).response;
      if (confirmed.status !== 0) {
        expect(confirmed.errors[0]!.code).toBe('order.not_editable');
        // The cart still edits the cancelled order: abandoning it brings the cart set aside back.
        expect((await viewCart(t, cookies)).editingOrderId).toBe(orderId);
      }
    }
    // Every order cancelled: the shelf and the slots are as before any was placed, each released once.
    expect(await stockOf(products)).toBe(stock);
    expect(await placesTaken([...places.keys()])).toEqual(places);
  });

  it('starting an edit while the order is cancelled: one wins, and a cart never edits a cancelled order into a purchase', async () => {
    const { products, stock, placed, places } = await ordersPlaced('race-modify-cancel');
    const answers = await Promise.all(
      placed.flatMap(({ cookies, orderId }) => [
        modify(cookies, orderId),
        cancel(cookies, orderId),
      ]),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const { cookies, orderId } of placed) {
      expect((await viewOrder(t, cookies, orderId)).orderStatusId).toBe(10);
      const cart = await viewCart(t, cookies);
      if (cart.editingOrderId === orderId) {
        expect(body(await prepare(t, cookies)).response.status).toBe(0);
        const refused = body(await buy(t, cookies, ON_DELIVERY)).response;
        expect(refused.errors[0]!.code).toBe('order.not_editable');
      }
    }
    expect(await stockOf(products)).toBe(stock);
    expect(await placesTaken([...places.keys()])).toEqual(places);
  });

  it('twenty order/modify of one order at once: one edit cart, every call answers it, none fails', async () => {
    const { placed } = await ordersPlaced('race-modify-twenty');
    // One shopper with nothing in the cart since buying, one with a cart in progress.
    const [empty, busy] = placed;
    const [product] = await pickProducts(t, plainPiece, 1);
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: [{ productId: product!.productId, quantity: 1 }] },
      busy!.cookies,
    );
    for (const [{ cookies, orderId }, setAside] of [
      [empty!, 0],
      [busy!, 1],
    ] as const) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => modify(cookies, orderId)));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      for (const answer of answers)
        expect(body(answer).response.infos).toMatchObject([{ code: 'order.edit_started' }]);
      const [edit, ...more] = await t.database.db
        .select({ cartId: carts.cartId, userId: carts.userId })
        .from(carts)
        .where(eq(carts.editingOrderId, orderId));
      expect(more).toEqual([]);
      expect(new Set(answers.map((a) => cartOf(a).cartId))).toEqual(new Set([edit!.cartId]));
      const parked = await t.database.db
        .select({ cartId: carts.cartId })
        .from(carts)
        .where(and(eq(carts.userId, edit!.userId), eq(carts.cartStatusId, CART_STATUS_PARKED)));
      expect(parked).toHaveLength(setAside);
    }
  });
});

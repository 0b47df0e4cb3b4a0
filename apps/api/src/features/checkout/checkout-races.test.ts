import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  cartDeliveries,
  carts,
  orders,
  timeslotDays,
  timeslotHolds,
  warehouseProducts,
} from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { chooseDelivery, pickProduct, plainPiece, post, viewCart } from '../../test/cart-support';
import { buy, fillCart, prepare, reachMinimum } from '../../test/checkout-support';
import { newShoppers } from '../../test/shoppers';

/**
 * The races at checkout of docs/architecture.md#the-api-contract: on PostgreSQL the requests really run at
 * once; on embedded PGlite they queue, and the outcome must be the same.
 */
const ON_DELIVERY = 'payment_type_id=2';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

const ordersOfCarts = async (cartIds: number[]) =>
  t.database.db.select().from(orders).where(inArray(orders.cartId, cartIds));

describe('checkout races', () => {
  it('makes exactly one order when the same cart is bought 50 times at once', async () => {
    const [cookies] = await newShoppers(t, 1, 'race-same');
    await fillCart(t, cookies!);
    const { cartId } = await viewCart(t, cookies!);
    expect(body(await prepare(t, cookies!)).response.status).toBe(0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => buy(t, cookies!, ON_DELIVERY)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const placed = await ordersOfCarts([cartId]);
    expect(placed).toHaveLength(1);
    const ids = new Set(
      answers
        .map((a) => body(a))
        .filter((b) => b.response.status === 0)
        .map((b) => (b.data.order as { orderId: number }).orderId),
    );
    expect([...ids]).toEqual([placed[0]!.orderId]);
  });

  it('sells the last 3 units to 3 of 20 shoppers; the others read which line ran out', async () => {
    const product = await pickProduct(t, plainPiece);
    const shoppers = await newShoppers(t, 20, 'race-stock');
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
    await t.database.db
      .update(warehouseProducts)
      .set({ available: 3 })
      .where(
        and(
          eq(warehouseProducts.warehouseId, 89),
          eq(warehouseProducts.productId, product.productId),
        ),
      );
    const answers = (await Promise.all(shoppers.map((c) => buy(t, c, ON_DELIVERY)))).map(body);
    expect(answers.filter((a) => a.response.status === 0)).toHaveLength(3);
    const refused = answers.filter((a) => a.response.status !== 0);
    expect(refused).toHaveLength(17);
    for (const r of refused)
      expect(r.response.errors[0]).toMatchObject({
        code: 'cart.availability',
        error: `${product.name}: la quantità richiesta non è più disponibile. Modifica la quantità o rimuovi il prodotto.`,
      });
    const [stock] = await t.database.db
      .select({ available: warehouseProducts.available })
      .from(warehouseProducts)
      .where(
        and(
          eq(warehouseProducts.warehouseId, 89),
          eq(warehouseProducts.productId, product.productId),
        ),
      );
    expect(stock!.available).toBe(0);
    // Back on the shelf for the next test's carts.
    await t.database.db
      .update(warehouseProducts)
      .set({ available: product.available })
      .where(
        and(
          eq(warehouseProducts.warehouseId, 89),
          eq(warehouseProducts.productId, product.productId),
        ),
      );
  });

  it('gives the last place of a slot to one order; the others are asked for another slot', async () => {
    const shoppers = await newShoppers(t, 6, 'race-slot');
    const cartIds: number[] = [];
    for (const cookies of shoppers) {
      await fillCart(t, cookies, 1);
      cartIds.push((await viewCart(t, cookies)).cartId);
    }
    const days = await t.database.db
      .select({ cartId: cartDeliveries.cartId, dayId: cartDeliveries.timeslotDayId })
      .from(cartDeliveries)
      .where(inArray(cartDeliveries.cartId, cartIds));
    // Every cart in one slot, holds lapsed, and one place left in it.
    const dayId = days[0]!.dayId!;
    await t.database.db
      .update(cartDeliveries)
      .set({ timeslotDayId: dayId })
      .where(inArray(cartDeliveries.cartId, cartIds));
    await t.database.db.delete(timeslotHolds).where(eq(timeslotHolds.timeslotDayId, dayId));
    for (const cookies of shoppers) expect(body(await prepare(t, cookies)).response.status).toBe(0);
    await t.database.db
      .update(timeslotDays)
      .set({ capacity: sql`${timeslotDays.orderedCount} + 1` })
      .where(eq(timeslotDays.timeslotDayId, dayId));
    const answers = (await Promise.all(shoppers.map((c) => buy(t, c, ON_DELIVERY)))).map(body);
    expect(answers.filter((a) => a.response.status === 0)).toHaveLength(1);
    for (const r of answers.filter((a) => a.response.status !== 0))
      expect(r.response.errors[0]!.code).toBe('timeslot.full');
    expect(await ordersOfCarts(cartIds)).toHaveLength(1);
    const still = await t.database.db
      .select({ s: carts.cartStatusId })
      .from(carts)
      .where(inArray(carts.cartId, cartIds));
    expect(still.filter((c) => c.s === 7)).toHaveLength(5);
  });
});

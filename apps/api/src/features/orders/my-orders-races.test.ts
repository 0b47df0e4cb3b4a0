import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_MESSAGES, ORDER_STATUS, type Cart } from '@spesa/domain';
import { orders, products, timeslotDays, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { cartOf, chooseDelivery, pickProducts, plainPiece, post } from '../../test/cart-support';
import { bought, buy, prepare, reachMinimum } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

/*
 * My orders' races (issue 11): on a PostgreSQL server (DATABASE_URL) the
 * transactions really overlap; embedded PGlite has one connection, where a
 * second transaction held open would wait for the request forever.
 */
const concurrent = process.env.DATABASE_URL ? it : it.skip;

const WAREHOUSE_ID = 89;
const ON_DELIVERY = 'payment_type_id=2';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

/** Counted goods sold one at a time, three of them allowed: the small catalogue has 60. */
const countedGoods = sql`${products.tipologia} in ('Pezzo', 'Confezione')
  and ${products.productInfos}->>'QTY_MULT' = '1' and ${products.productInfos}->>'MULTI_PACK' = '1'
  and ${products.selectOptions} = '[]'::jsonb and ${products.productClassIds} = '{}'
  and (${products.maxAcq} = 0 or ${products.maxAcq} >= 3) and ${warehouseProducts.available} >= 10`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const stockOf = async (productIds: readonly number[]) =>
  new Map(
    (
      await t.database.db
        .select({ productId: warehouseProducts.productId, available: warehouseProducts.available })
        .from(warehouseProducts)
        .where(
          and(
            eq(warehouseProducts.warehouseId, WAREHOUSE_ID),
            inArray(warehouseProducts.productId, [...productIds]),
          ),
        )
    ).map((r) => [r.productId, r.available]),
  );

const slotCount = async (timeslotDayId: number) =>
  (
    await t.database.db
      .select({ n: timeslotDays.orderedCount })
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, timeslotDayId))
  )[0]!.n;

/** An order paid on delivery (status 3) of `quantity` of each product, topped up to the minimum order. */
async function placeOrder(cookies: Cookies, productIds: readonly number[], quantity: number) {
  await chooseDelivery(t, cookies);
  const added = await post(
    t,
    '/ebsn/api/cart/add',
    { items: productIds.map((productId) => ({ productId, quantity })) },
    cookies,
  );
  expect(body(added).response.status).toBe(0);
  await reachMinimum(t, cookies);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  const { order } = bought(await buy(t, cookies, ON_DELIVERY));
  const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, order.orderId));
  return row!;
}

/**
 * Another transaction (the store, the warehouse) holds `work`'s row locks
 * while `during` starts; it commits `holdMs` later. Answers `during`'s result.
 */
async function whileHeld<T>(
  work: (tx: TestApp['database']['db']) => Promise<void>,
  during: () => Promise<T>,
  holdMs = 300,
): Promise<T> {
  let locked!: () => void;
  const held = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const other = t.database.db.transaction(async (tx) => {
    await work(tx);
    locked();
    await pause(holdMs);
  });
  await held;
  const result = during();
  await other;
  return result;
}

describe('reorder while the stock runs out', () => {
  concurrent(
    'puts no line above what is left and names the lines that ran out',
    async () => {
      const [cookies] = (await newShoppers(t, 1, 'reorder-race')) as [Cookies];
      const picked = await pickProducts(t, countedGoods, 60);
      expect(picked).toHaveLength(60);
      const ids = picked.map((p) => p.productId);
      const order = await placeOrder(cookies, ids, 3);
      await chooseDelivery(t, cookies);

      // A third runs out, a third is down to one, a third is untouched.
      const runsOut = ids.filter((_, i) => i % 3 === 0);
      const lastOne = ids.filter((_, i) => i % 3 === 1);
      const res = await whileHeld(
        async (tx) => {
          for (const [group, left] of [
            [runsOut, 0],
            [lastOne, 1],
          ] as const)
            await tx
              .update(warehouseProducts)
              .set({ available: sql`least(${warehouseProducts.available}, ${left})` })
              .where(
                and(
                  eq(warehouseProducts.warehouseId, WAREHOUSE_ID),
                  inArray(warehouseProducts.productId, [...group]),
                ),
              );
        },
        () =>
          post(
            t,
            `/ebsn/api/cart/add-all-from-order?order_id=${order.orderId}`,
            undefined,
            cookies,
          ),
      );

      const answer = body(res);
      expect(answer.response.status).toBe(0);
      const cart: Cart = cartOf(res);
      const stock = await stockOf(ids);
      for (const line of cart.cartItems)
        expect(line.quantity).toBeLessThanOrEqual(stock.get(line.product.productId)!);
      expect(cart.cartItems.map((l) => l.product.productId).sort()).toEqual(
        ids.filter((id) => !runsOut.includes(id)).sort(),
      );
      const names = new Map(picked.map((p) => [p.productId, p.name]));
      const infos = answer.response.infos as { code: string; info: string }[];
      const notAdded = infos.find((i) => i.code === 'cart.reorder_not_added');
      expect(notAdded?.info).toBe(
        ORDER_MESSAGES.reorderNotAdded(runsOut.map((id) => names.get(id)!)),
      );
      expect(infos.find((i) => i.code === 'cart.reorder_reduced')?.info).toBe(
        ORDER_MESSAGES.reorderReduced(lastOne.map((id) => names.get(id)!)),
      );
    },
    30_000,
  );
});

describe('cancel while the store takes the order in charge', () => {
  /** The store console: under the order's row lock, it takes in charge an order still just placed. */
  const takeInCharge = async (tx: TestApp['database']['db'], orderId: number) => {
    const [row] = await tx
      .select({ status: orders.orderStatusId })
      .from(orders)
      .where(eq(orders.orderId, orderId))
      .for('update');
    if (row?.status !== ORDER_STATUS.ORDERED) return false;
    await tx
      .update(orders)
      .set({ orderStatusId: ORDER_STATUS.IN_PREPARATION })
      .where(eq(orders.orderId, orderId));
    return true;
  };

  const cancel = (cookies: Cookies, orderId: number) =>
    post(t, `/ebsn/api/order/delete?order_id=${orderId}`, undefined, cookies);

  concurrent(
    'refuses the cancel when the store holds the order first',
    async () => {
      const [cookies] = (await newShoppers(t, 1, 'store-first')) as [Cookies];
      const [product] = await pickProducts(t, plainPiece, 1);
      const order = await placeOrder(cookies, [product!.productId], 2);
      const stockBefore = (await stockOf([product!.productId])).get(product!.productId);
      const slotBefore = await slotCount(order.timeslotDayId);

      const res = body(
        await whileHeld(
          async (tx) => {
            expect(await takeInCharge(tx, order.orderId)).toBe(true);
          },
          () => cancel(cookies, order.orderId),
        ),
      );
      expect(res.response.errors[0]).toMatchObject({
        code: 'order.not_cancellable',
        error: ORDER_MESSAGES.notCancellable,
      });
      const [after] = await t.database.db
        .select()
        .from(orders)
        .where(eq(orders.orderId, order.orderId));
      expect(after!.orderStatusId).toBe(ORDER_STATUS.IN_PREPARATION);
      expect((await stockOf([product!.productId])).get(product!.productId)).toBe(stockBefore);
      expect(await slotCount(order.timeslotDayId)).toBe(slotBefore);
    },
    30_000,
  );

  concurrent(
    'lets exactly one win when both come at once; a cancel releases stock and slot once',
    async () => {
      const shoppers = await newShoppers(t, 8, 'store-race');
      const [product] = await pickProducts(t, plainPiece, 1);
      const placed = [];
      for (const cookies of shoppers)
        placed.push({ cookies, order: await placeOrder(cookies, [product!.productId], 1) });
      const stockBefore = (await stockOf([product!.productId])).get(product!.productId)!;
      const slotsBefore = new Map<number, number>();
      for (const { order } of placed)
        slotsBefore.set(order.timeslotDayId, await slotCount(order.timeslotDayId));

      const outcomes = await Promise.all(
        // The store comes a little later each time, so that either side wins some.
        placed.map(async ({ cookies, order }, i) => {
          const [storeWon, answer] = await Promise.all([
            pause(i * 12).then(() =>
              t.database.db.transaction(async (tx) => {
                const won = await takeInCharge(tx, order.orderId);
                await pause(20);
                return won;
              }),
            ),
            cancel(cookies, order.orderId).then(body),
          ]);
          return { order, storeWon, cancelWon: answer.response.status === 0, answer };
        }),
      );

      let cancelled = 0;
      const released = new Map<number, number>();
      for (const { order, storeWon, cancelWon, answer } of outcomes) {
        expect(storeWon !== cancelWon).toBe(true);
        const [row] = await t.database.db
          .select()
          .from(orders)
          .where(eq(orders.orderId, order.orderId));
        if (cancelWon) {
          cancelled += 1;
          released.set(order.timeslotDayId, (released.get(order.timeslotDayId) ?? 0) + 1);
          expect(row!.orderStatusId).toBe(ORDER_STATUS.CANCELLED);
        } else {
          expect(answer.response.errors[0]!.code).toBe('order.not_cancellable');
          expect(row!.orderStatusId).toBe(ORDER_STATUS.IN_PREPARATION);
        }
      }
      expect((await stockOf([product!.productId])).get(product!.productId)).toBe(
        stockBefore + cancelled,
      );
      for (const [timeslotDayId, before] of slotsBefore)
        expect(await slotCount(timeslotDayId)).toBe(before - (released.get(timeslotDayId) ?? 0));
    },
    60_000,
  );
});

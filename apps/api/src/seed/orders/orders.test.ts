import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cartProductCount, eurosToCents, type Order, type OrderListResponse } from '@spesa/domain';
import { orders, timeslotDays } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { login, type Cookies } from '../../test/shoppers';

let t: TestApp;
let mario: Cookies;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  mario = await login(t, 'mario.rossi@esempio.it');
});
afterAll(() => t.close());

const view = async (orderId: number, query = '&show_replaced=true'): Promise<Order> => {
  const res = await t.app.inject({
    url: `/ebsn/api/order/view?order_id=${orderId}${query}`,
    cookies: mario,
  });
  return (body(res).data as unknown as { data: Order }).data;
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('the demo shopper’s order history', () => {
  it('lists fifteen orders of the last six months in every state, newest first', async () => {
    const res = await t.app.inject({ url: '/ebsn/api/order/list?page_size=20', cookies: mario });
    const { orders: listed, page } = (body(res).data as unknown as OrderListResponse).data;
    expect(page.totalItems).toBe(15);
    expect(new Set(listed.map((o) => o.orderStatusId))).toEqual(new Set([4, 8, 9, 10, 12]));
    expect(listed.filter((o) => o.orderStatusId === 9)).toHaveLength(2);
    expect(listed.filter((o) => o.paymentTypeId === 11)).toHaveLength(1);
    expect(listed[0]!.orderStatusId).toBe(4);
    const dates = listed.map((o) => o.addDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const oldest = new Date(dates.at(-1)!).getTime();
    expect(Date.now() - oldest).toBeLessThan(190 * 86_400_000);
    expect(Date.now() - oldest).toBeGreaterThan(150 * 86_400_000);
  });

  it('keeps every order’s totals in cents, and shows the substituted line', async () => {
    const res = await t.app.inject({ url: '/ebsn/api/order/list?page_size=20', cookies: mario });
    const { orders: listed } = (body(res).data as unknown as OrderListResponse).data;
    let substituted = 0;
    for (const { orderId } of listed) {
      const order = await view(orderId);
      const asked = order.items.filter((i) => i.replacesOrderItemId === null);
      expect(eurosToCents(order.grossTotal)).toBe(
        sum(asked.map((i) => eurosToCents(i.grossTotal))),
      );
      expect(eurosToCents(order.totalPrice)).toBe(
        eurosToCents(order.grossTotal) +
          eurosToCents(order.packageTotal) +
          eurosToCents(order.deliveryFee),
      );
      for (const item of order.items)
        expect(item.product).toMatchObject({ productId: item.productId, name: expect.any(String) });
      const history = order.statusHistory;
      expect(history.at(-1)!.orderStatusId).toBe(order.orderStatusId);
      expect([...history].sort((a, b) => a.at.localeCompare(b.at))).toEqual(history);
      if (order.paymentTypeId === 12) expect(order.transactions).toHaveLength(1);
      if (order.orderStatusId === 9) {
        const substitute = order.items.find((i) => i.replacesOrderItemId !== null);
        expect(substitute).toBeDefined();
        expect(
          order.items.find((i) => i.orderItemId === substitute!.replacesOrderItemId),
        ).toMatchObject({ deliveredQuantity: 0, finalGrossTotal: 0 });
        const prepared = await view(orderId, '');
        expect(prepared.items.map((i) => i.orderItemId)).toEqual(
          order.items
            .filter((i) => i.orderItemId !== substitute!.replacesOrderItemId)
            .map((i) => i.orderItemId),
        );
        substituted += 1;
      }
      if (order.orderStatusId === 8 && order.paymentTypeId === 12)
        expect(order.transactions[0]).toMatchObject({
          transactionStatusId: 3,
          capturedAmount: order.totalPrice,
        });
    }
    expect(substituted).toBe(2);
  });

  it('lists the lines with fetch_detail, the replaced ones only with show_replaced', async () => {
    const rows = async (query: string) => {
      const res = await t.app.inject({
        url: `/ebsn/api/order/list?page_size=20&fetch_detail=true${query}`,
        cookies: mario,
      });
      return (body(res).data as unknown as OrderListResponse).data.orders;
    };
    const prepared = await rows('');
    const all = await rows('&show_replaced=true');
    for (const [i, order] of all.entries()) {
      const extra = order.orderStatusId === 9 ? 1 : 0;
      expect(order.items!.length).toBe(prepared[i]!.items!.length + extra);
      // Products as the cart counts them, a substitute in place of the line it replaced.
      expect(order.totalItems).toBe(
        cartProductCount(
          prepared[i]!.items!.map((item) => ({
            quantity: item.quantity,
            product: { productInfos: (item.product.productInfos ?? {}) as { TIPOLOGIA?: string } },
          })),
        ),
      );
    }
  });

  it('points each order at a dated slot that counts the orders keeping their place', async () => {
    const rows = await t.database.db
      .select({
        orderedCount: timeslotDays.orderedCount,
        capacity: timeslotDays.capacity,
        slotDate: timeslotDays.slotDate,
        deliveryDate: orders.deliveryDate,
        kept: sql<number>`count(*) filter (where ${orders.orderStatusId} <> 10)::int`,
      })
      .from(orders)
      .innerJoin(timeslotDays, eq(timeslotDays.timeslotDayId, orders.timeslotDayId))
      .groupBy(
        timeslotDays.timeslotDayId,
        timeslotDays.orderedCount,
        timeslotDays.capacity,
        timeslotDays.slotDate,
        orders.deliveryDate,
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.slotDate).toBe(row.deliveryDate);
      expect(row.orderedCount).toBeGreaterThanOrEqual(row.kept);
      expect(row.orderedCount).toBeLessThanOrEqual(row.capacity);
    }
  });

  it('feeds the preferred filter with what was bought', async () => {
    const res = await t.app.inject({ url: '/ebsn/api/products?preferred=true', cookies: mario });
    expect((body(res).data as { page: { totItems: number } }).page.totItems).toBeGreaterThan(5);
  });
});

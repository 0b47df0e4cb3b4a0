import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eurosToCents, type Order, type OrderListResponse, shopDayOf } from '@spesa/domain';
import { orderDueDocuments, orders, seedSteps } from '../../db/schema';
import { seed } from '../../seed';
import { body, build, type TestApp } from '../../test/helper';
import { login, type Cookies } from '../../test/shoppers';

const DEFERRED = 11;

let t: TestApp;
let mario: Cookies;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  mario = await login(t, 'mario.rossi@esempio.it');
});
afterAll(() => t.close());

const view = async (orderId: number, cookies = mario): Promise<Order> => {
  const res = await t.app.inject({ url: `/ebsn/api/order/view?order_id=${orderId}`, cookies });
  expect(body(res).response.status).toBe(0);
  return (body(res).data as unknown as { data: Order }).data;
};

const marioOrders = async () => {
  const res = await t.app.inject({ url: '/ebsn/api/order/list?page_size=20', cookies: mario });
  return (body(res).data as unknown as OrderListResponse).data.orders;
};

describe('order/view: the due-date documents of a deferred payment', () => {
  it('shows the seeded deferred order’s three documents, by due date, each with its status', async () => {
    const deferred = (await marioOrders()).filter((o) => o.paymentTypeId === DEFERRED);
    expect(deferred).toHaveLength(1);
    const order = await view(deferred[0]!.orderId);
    const today = shopDayOf(new Date());
    expect(order.dueDocuments.map((d) => d.status)).toEqual(['paid', 'expired', 'expiring']);
    expect(order.dueDocuments.map((d) => d.dueDate)).toEqual(
      order.dueDocuments.map((d) => d.dueDate).sort(),
    );
    const [paid, expired, expiring] = order.dueDocuments;
    expect(paid!.paymentAmount).toBe(paid!.docAmount);
    expect(expired!.dueDate < today).toBe(true);
    expect(expired!.paymentAmount).toBe(0);
    expect(expiring!.dueDate >= today).toBe(true);
    for (const d of order.dueDocuments) {
      expect(d.docReferenceNumber).toMatch(new RegExp(`^FT ${order.orderId}/\\d$`));
      expect(d.docDate <= d.dueDate).toBe(true);
    }
    // The instalments make up what the order cost.
    const cents = order.dueDocuments.reduce((sum, d) => sum + eurosToCents(d.docAmount), 0);
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, order.orderId));
    expect(cents).toBe(row!.finalTotalCents ?? row!.totalCents);
  });

  it('has none for an order not paid by deferred payment', async () => {
    const others = (await marioOrders()).filter((o) => o.paymentTypeId !== DEFERRED);
    expect(others.length).toBeGreaterThan(0);
    for (const { orderId } of others) expect((await view(orderId)).dueDocuments).toEqual([]);
  });

  it('shows no documents written for an order whose payment type is not deferred', async () => {
    const other = (await marioOrders()).find((o) => o.paymentTypeId !== DEFERRED)!;
    await t.database.db.insert(orderDueDocuments).values({
      orderId: other.orderId,
      docDate: '2026-01-01',
      docReferenceNumber: 'FT stray',
      dueDate: '2026-02-01',
      docAmountCents: 100,
    });
    expect((await view(other.orderId)).dueDocuments).toEqual([]);
    await t.database.db
      .delete(orderDueDocuments)
      .where(eq(orderDueDocuments.orderId, other.orderId));
  });

  it('gives the documents to a database seeded before their step existed', async () => {
    const db = t.database.db;
    // The demo shopper has a deferred order at each brand.
    const deferred = await db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.paymentTypeId, DEFERRED));
    expect(deferred.length).toBeGreaterThan(0);
    await db.delete(orderDueDocuments);
    await db.delete(seedSteps).where(eq(seedSteps.name, 'order-due-documents'));
    expect(await seed(db)).toEqual(['order-due-documents']);
    const perOrder = async () => {
      const rows = await db.select().from(orderDueDocuments);
      return deferred.map(({ orderId }) => rows.filter((r) => r.orderId === orderId).length);
    };
    expect(await perOrder()).toEqual(deferred.map(() => 3));
    // Run again: nothing pending, nothing doubled.
    expect(await seed(db)).toEqual([]);
    expect(await perOrder()).toEqual(deferred.map(() => 3));
  });
});

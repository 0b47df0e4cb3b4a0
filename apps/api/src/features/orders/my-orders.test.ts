// Also on PostgreSQL: two cancels of one order at once
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ORDER_MESSAGES,
  type Cart,
  type OrderListItem,
  type OrderListResponse,
} from '@spesa/domain';
import {
  giftCertificates,
  orderAdjustments,
  orders,
  timeslotDays,
  warehouseProducts,
} from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { cartOf, chooseDelivery, post, viewCart } from '../../test/cart-support';
import { bought, buy, fillCart, payByCard, prepare, viewOrder } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { TEST_CARDS } from '../../adapters/payments';

const CARD = 12;
const ON_DELIVERY = 2;

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

/** An order of `lines` plain pieces; paid on delivery (status 3) unless a payment type is given. */
async function placeOrder(cookies: Cookies, lines = 2, paymentTypeId = ON_DELIVERY) {
  await fillCart(t, cookies, lines);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  return bought(await buy(t, cookies, `payment_type_id=${paymentTypeId}`));
}

const list = async (cookies: Cookies, query = '') => {
  const res = await t.app.inject({ url: `/ebsn/api/order/list${query}`, cookies });
  return { res, data: (body(res).data as unknown as OrderListResponse).data };
};

const cancel = (cookies: Cookies, orderId: number) =>
  post(t, `/ebsn/api/order/delete?order_id=${orderId}`, undefined, cookies);

const orderRow = async (orderId: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!;

const slotCount = async (timeslotDayId: number) =>
  (
    await t.database.db
      .select()
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, timeslotDayId))
  )[0]!.orderedCount;

const stockOf = async (warehouseId: number, productId: number) =>
  (
    await t.database.db
      .select()
      .from(warehouseProducts)
      .where(
        and(
          eq(warehouseProducts.warehouseId, warehouseId),
          eq(warehouseProducts.productId, productId),
        ),
      )
  )[0]!.available;

describe('order/list', () => {
  let shopper: Cookies;
  let placed: number[];
  let unpaid: number;

  beforeAll(async () => {
    [shopper] = (await newShoppers(t, 1, 'list')) as [Cookies];
    placed = [];
    for (let i = 0; i < 3; i += 1) placed.push((await placeOrder(shopper, i + 1)).order.orderId);
    unpaid = (await placeOrder(shopper, 1, CARD)).order.orderId;
  });

  it('answers the shopper’s orders newest first, without those waiting for payment', async () => {
    const { data } = await list(shopper);
    expect(data.orders.map((o) => o.orderId)).toEqual([...placed].reverse());
    expect(data.page).toEqual({ page: 1, pageSize: 12, totalItems: 3, totalPages: 1 });
    const [newest] = data.orders as [OrderListItem];
    const ordered = (await viewOrder(t, shopper, newest.orderId)).items;
    expect(ordered).toHaveLength(3);
    expect(newest).toMatchObject({
      orderStatusId: 3,
      orderStatusDescr: 'Ordinato',
      totalItems: ordered.reduce((pieces, i) => pieces + i.quantity, 0),
      placedByAgent: false,
      isEditable: true,
      isCancelable: true,
    });
    expect(newest.items).toBeUndefined();
    const pending = await list(shopper, '?show_pending=true');
    expect(pending.data.orders.map((o) => o.orderId)).toEqual([unpaid, ...[...placed].reverse()]);
  });

  it('pages, and adds the lines with fetch_detail', async () => {
    const second = await list(shopper, '?page=2&page_size=2&fetch_detail=true');
    expect(second.data.page).toEqual({ page: 2, pageSize: 2, totalItems: 3, totalPages: 2 });
    expect(second.data.orders.map((o) => o.orderId)).toEqual([placed[0]]);
    expect(second.data.orders[0]!.items).toHaveLength(1);
    const beyond = await list(shopper, '?page=9');
    expect(beyond.data.orders).toEqual([]);
  });

  it('filters by the day the order was placed and by its total', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect((await list(shopper, `?from_date=${today}&to_date=${today}`)).data.orders).toHaveLength(
      3,
    );
    expect((await list(shopper, '?to_date=2020-01-01')).data.orders).toEqual([]);
    const { data } = await list(shopper);
    const cheapest = Math.min(...data.orders.map((o) => o.totalPrice));
    const priciest = Math.max(...data.orders.map((o) => o.totalPrice));
    const within = await list(shopper, `?from_gross_total=${cheapest}&to_gross_total=${cheapest}`);
    expect(within.data.orders.map((o) => o.totalPrice)).toEqual([cheapest]);
    expect((await list(shopper, `?from_gross_total=${priciest + 0.01}`)).data.orders).toEqual([]);
  });

  it.each([
    ['?from_date=2026-05-02&to_date=2026-05-01', 'to_date'],
    ['?from_gross_total=50&to_gross_total=10', 'to_gross_total'],
    ['?from_gross_total=-1', 'from_gross_total'],
    ['?to_gross_total=abc', 'to_gross_total'],
    ['?page=0', 'page'],
    ['?page=-3', 'page'],
    ['?from_date=2026-02-30', 'from_date'],
    ['?page_size=abc', 'page_size'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const { res } = await list(shopper, query);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.field).toBe(field);
  });

  it('clamps the page size to 1..100', async () => {
    expect((await list(shopper, '?page_size=10000')).data.page.pageSize).toBe(100);
    expect((await list(shopper, '?page_size=0')).data.page).toMatchObject({
      pageSize: 1,
      totalPages: 3,
    });
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ url: '/ebsn/api/order/list' })).statusCode).toBe(401);
  });
});

describe("another shopper's order", () => {
  it('is not found by list, view, delete or reorder, and nothing changes', async () => {
    const [owner, intruder] = (await newShoppers(t, 2, 'idor')) as [Cookies, Cookies];
    const { order } = await placeOrder(owner, 2);
    expect((await list(intruder, '?show_pending=true')).data.orders).toEqual([]);
    const view = await t.app.inject({
      url: `/ebsn/api/order/view?order_id=${order.orderId}`,
      cookies: intruder,
    });
    expect(body(view).response.errors[0]!.code).toBe('order.not_found');
    const deleted = body(await cancel(intruder, order.orderId));
    expect(deleted.response.errors[0]).toMatchObject({
      code: 'order.not_found',
      error: 'Ordine non trovato',
    });
    await chooseDelivery(t, intruder);
    const reorder = body(
      await post(
        t,
        `/ebsn/api/cart/add-all-from-order?order_id=${order.orderId}`,
        undefined,
        intruder,
      ),
    );
    expect(reorder.response.errors[0]!.code).toBe('order.not_found');
    expect((await viewCart(t, intruder)).cartItems).toEqual([]);
    expect((await orderRow(order.orderId)).orderStatusId).toBe(3);
  });
});

describe('order/delete', () => {
  it('cancels the order and gives back its slot place and its stock', async () => {
    const [cookies] = (await newShoppers(t, 1, 'cancel')) as [Cookies];
    const { order } = await placeOrder(cookies, 1);
    const row = await orderRow(order.orderId);
    const { productId, quantity } = (await viewOrder(t, cookies, order.orderId)).items[0]!;
    const slotBefore = await slotCount(row.timeslotDayId);
    const stockBefore = await stockOf(row.warehouseId, productId);

    const res = body(await cancel(cookies, order.orderId));
    expect(res.response.status).toBe(0);
    expect(res.response.infos[0]).toMatchObject({
      code: 'order.cancelled',
      info: `Ordine n. ${order.orderId} annullato.`,
    });
    expect((res.data as unknown as { data: OrderListItem }).data).toMatchObject({
      orderId: order.orderId,
      orderStatusId: 10,
      orderStatusDescr: 'Annullato',
      isCancelable: false,
    });
    expect(await slotCount(row.timeslotDayId)).toBe(slotBefore - 1);
    expect(await stockOf(row.warehouseId, productId)).toBe(stockBefore + quantity);
    const viewed = await viewOrder(t, cookies, order.orderId);
    expect(viewed.statusHistory.map((h) => h.orderStatusId)).toEqual([3, 10]);

    const again = body(await cancel(cookies, order.orderId));
    expect(again.response.errors[0]).toMatchObject({
      code: 'order.not_cancellable',
      error: ORDER_MESSAGES.notCancellable,
    });
    expect(await stockOf(row.warehouseId, productId)).toBe(stockBefore + quantity);
  });

  it('gives back the discount code the order used', async () => {
    const [cookies] = (await newShoppers(t, 1, 'cancel-code')) as [Cookies];
    await fillCart(t, cookies, 2);
    const added = await post(
      t,
      '/ebsn/api/cart-giftcertificate/add_code?code=BENVENUTO10',
      undefined,
      cookies,
    );
    expect(body(added).response.status).toBe(0);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    const { order } = bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`));
    const redemptions = async () =>
      (
        await t.database.db
          .select()
          .from(giftCertificates)
          .where(eq(giftCertificates.code, 'BENVENUTO10'))
      ).reduce((sum, c) => sum + c.redemptions, 0);
    const adjustments = await t.database.db
      .select()
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, order.orderId));
    expect(adjustments.map((a) => a.code)).toEqual(['BENVENUTO10']);
    const before = await redemptions();
    expect(body(await cancel(cookies, order.orderId)).response.status).toBe(0);
    expect(await redemptions()).toBe(before - 1);
  });

  it('refuses an order the store has taken in charge', async () => {
    const [cookies] = (await newShoppers(t, 1, 'cancel-late')) as [Cookies];
    const { order } = await placeOrder(cookies, 1);
    await t.database.db
      .update(orders)
      .set({ orderStatusId: 4 })
      .where(eq(orders.orderId, order.orderId));
    const res = body(await cancel(cookies, order.orderId));
    expect(res.response.errors[0]!.code).toBe('order.not_cancellable');
    expect((await orderRow(order.orderId)).orderStatusId).toBe(4);
  });

  it('voids the card’s authorisation', async () => {
    const [cookies] = (await newShoppers(t, 1, 'cancel-card')) as [Cookies];
    const { order, paymentUrl } = await placeOrder(cookies, 1, CARD);
    await payByCard(t, cookies, paymentUrl!, TEST_CARDS.success.number);
    expect((await viewOrder(t, cookies, order.orderId)).paymentState).toBe('authorized');
    expect(body(await cancel(cookies, order.orderId)).response.status).toBe(0);
    const viewed = await viewOrder(t, cookies, order.orderId);
    expect(viewed).toMatchObject({ orderStatusId: 10, paymentState: 'cancelled' });
    expect(viewed.transactions.at(-1)!.transactionStatusId).toBe(5);
  });

  it('lets one of two simultaneous cancels win', async () => {
    const [cookies] = (await newShoppers(t, 1, 'cancel-race')) as [Cookies];
    const { order } = await placeOrder(cookies, 1);
    const row = await orderRow(order.orderId);
    const { productId, quantity } = (await viewOrder(t, cookies, order.orderId)).items[0]!;
    const slotBefore = await slotCount(row.timeslotDayId);
    const stockBefore = await stockOf(row.warehouseId, productId);
    const answers = await Promise.all([
      cancel(cookies, order.orderId),
      cancel(cookies, order.orderId),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const codes = answers.map((a) => body(a).response.errors[0]?.code ?? 'ok').sort();
    expect(codes).toEqual(['ok', 'order.not_cancellable']);
    expect(await slotCount(row.timeslotDayId)).toBe(slotBefore - 1);
    expect(await stockOf(row.warehouseId, productId)).toBe(stockBefore + quantity);
    const viewed = await viewOrder(t, cookies, order.orderId);
    expect(viewed.statusHistory.map((h) => h.orderStatusId)).toEqual([3, 10]);
  });
});

describe('cart/add-all-from-order', () => {
  let minutesLater = 0;
  /**
   * The catalogue's product cache lags the stock by a minute, for cart/add as
   * for this call: each reorder is asked a little more than a minute later
   * than the one before, so it sees the stock the test set.
   */
  async function reorder(cookies: Cookies, orderId: number) {
    minutesLater += 1;
    const later = Date.now() + minutesLater * 61_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      return await post(
        t,
        `/ebsn/api/cart/add-all-from-order?order_id=${orderId}`,
        undefined,
        cookies,
      );
    } finally {
      clock.mockRestore();
    }
  }

  it('adds the lines still sold and names the others', async () => {
    const [cookies] = (await newShoppers(t, 1, 'reorder')) as [Cookies];
    const { order } = await placeOrder(cookies, 3);
    const { items, shippingAddress } = await viewOrder(t, cookies, order.orderId);
    expect(items).toHaveLength(3);
    const row = await orderRow(order.orderId);
    const [kept, soldOut, gone] = items as [
      (typeof items)[0],
      (typeof items)[0],
      (typeof items)[0],
    ];
    expect(shippingAddress).toBeDefined();
    await t.database.db
      .update(warehouseProducts)
      .set({ available: 0 })
      .where(
        and(
          eq(warehouseProducts.warehouseId, row.warehouseId),
          eq(warehouseProducts.productId, soldOut.productId),
        ),
      );
    await t.database.db
      .delete(warehouseProducts)
      .where(
        and(
          eq(warehouseProducts.warehouseId, row.warehouseId),
          eq(warehouseProducts.productId, gone.productId),
        ),
      );
    await chooseDelivery(t, cookies);
    const res = await reorder(cookies, order.orderId);
    const answer = body(res);
    expect(answer.response.status).toBe(0);
    const cart: Cart = cartOf(res);
    expect(cart.cartItems.map((i) => i.product.productId)).toEqual([kept.productId]);
    expect(cart.cartItems[0]!.quantity).toBe(kept.quantity);
    const name = (i: (typeof items)[0]) => String(i.product.name);
    expect(answer.response.infos).toEqual([
      expect.objectContaining({ code: 'cart.products_added' }),
      {
        code: 'cart.reorder_not_added',
        info: ORDER_MESSAGES.reorderNotAdded([name(soldOut), name(gone)]),
      },
    ]);
  });

  it('brings a line over the stock in with what is left', async () => {
    const [cookies] = (await newShoppers(t, 1, 'reorder-less')) as [Cookies];
    await fillCart(t, cookies, 1);
    const line = (await viewCart(t, cookies)).cartItems[0]!;
    // Enough of it to reach the minimum order: more than the 2 left below.
    expect(line.quantity).toBeGreaterThan(2);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    const { order } = bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`));
    const row = await orderRow(order.orderId);
    await t.database.db
      .update(warehouseProducts)
      .set({ available: 2 })
      .where(
        and(
          eq(warehouseProducts.warehouseId, row.warehouseId),
          eq(warehouseProducts.productId, line.product.productId),
        ),
      );
    await chooseDelivery(t, cookies);
    const res = await reorder(cookies, order.orderId);
    expect(cartOf(res).cartItems.map((i) => i.quantity)).toEqual([2]);
    expect(body(res).response.infos).toContainEqual({
      code: 'cart.reorder_reduced',
      info: ORDER_MESSAGES.reorderReduced([String(line.product.name)]),
    });
  });
});

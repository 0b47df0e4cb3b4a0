import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, type OrderListResponse, shopDayOf } from '@spesa/domain';
import {
  cartItems,
  carts,
  mailOutbox,
  orderNotes,
  orderTransactions,
  orders,
  parkingReservations,
  users,
} from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { chooseDelivery, post, viewCart } from '../../test/cart-support';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { login, newShoppers, type Cookies } from '../../test/shoppers';

/*
 * Issue 11: another shopper's order id in every order call is not found, and
 * nothing of the order, its payments, notes, bay, mails or carts changes. The
 * victims are in the state where their owner could make each call.
 */

/** newShoppers' second shopper of the tag. */
const INTRUDER_LOGIN = 'cliente-idor-all-1@esempio.it';

let t: TestApp;
let intruder: Cookies;
/** Waiting for its card payment (status 1): pay again, change the payment, cancel. */
let waiting: number;
/** Paid on delivery, collected at the store today (status 3): cancel, parking bay. */
let pickupToday: number;
/** The demo shopper's delivered order, rated: invoice, notes, reorder. */
let delivered: number;
let noteId: number;

async function placeOrder(cookies: Cookies, paymentTypeId: number): Promise<number> {
  await fillCart(t, cookies, 2);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  return bought(await buy(t, cookies, `payment_type_id=${paymentTypeId}`)).order.orderId;
}

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const [owner, other] = (await newShoppers(t, 2, 'idor-all')) as [Cookies, Cookies];
  intruder = other;
  waiting = await placeOrder(owner, 12);
  pickupToday = await placeOrder(owner, 2);
  await t.database.db
    .update(orders)
    .set({ deliveryDate: shopDayOf(new Date()) })
    .where(eq(orders.orderId, pickupToday));

  const mario = await login(t, 'mario.rossi@esempio.it');
  const listed = await t.app.inject({ url: '/ebsn/api/order/list?page_size=20', cookies: mario });
  const history = (body(listed).data as unknown as OrderListResponse).data.orders;
  delivered = history.find((o) => o.orderStatusId === ORDER_STATUS.DELIVERED)!.orderId;
  const note = body(
    await post(t, '/ebsn/api/note/order/add', { orderId: delivered, rating: 4 }, mario),
  );
  noteId = (note.data as { data: { noteId: number } }).data.noteId;

  // The intruder has a cart ready for a reorder.
  await chooseDelivery(t, intruder);
});
afterAll(() => t.close());

const victims = () => [waiting, pickupToday, delivered];

/** Everything an order call could change about the victims. */
async function state() {
  const db = t.database.db;
  return {
    orders: await db
      .select()
      .from(orders)
      .where(inArray(orders.orderId, victims()))
      .orderBy(asc(orders.orderId)),
    transactions: await db
      .select()
      .from(orderTransactions)
      .where(inArray(orderTransactions.orderId, victims()))
      .orderBy(asc(orderTransactions.orderTransactionId)),
    notes: await db.select().from(orderNotes).orderBy(asc(orderNotes.noteId)),
    bays: await db.select().from(parkingReservations),
    mails: (await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n,
    intruderCarts: await db
      .select({ cartId: carts.cartId, status: carts.cartStatusId, editing: carts.editingOrderId })
      .from(carts)
      .innerJoin(users, eq(users.userId, carts.userId))
      .where(eq(users.login, INTRUDER_LOGIN))
      .orderBy(asc(carts.cartId)),
    editing: await db
      .select({ cartId: carts.cartId })
      .from(carts)
      .where(inArray(carts.editingOrderId, victims())),
    intruderLines: await db
      .select({ itemId: cartItems.itemId })
      .from(cartItems)
      .innerJoin(carts, eq(carts.cartId, cartItems.cartId))
      .innerJoin(users, eq(users.userId, carts.userId))
      .where(eq(users.login, INTRUDER_LOGIN)),
  };
}

type Call = { method: 'GET' | 'POST'; url: () => string; payload?: () => unknown };

const CALLS: [string, Call][] = [
  ['order/view', { method: 'GET', url: () => `/ebsn/api/order/view?order_id=${waiting}` }],
  [
    'order/view show_replaced',
    { method: 'GET', url: () => `/ebsn/api/order/view?order_id=${delivered}&show_replaced=true` },
  ],
  ['order/delete', { method: 'POST', url: () => `/ebsn/api/order/delete?order_id=${pickupToday}` }],
  [
    'order/delete waiting',
    { method: 'POST', url: () => `/ebsn/api/order/delete?order_id=${waiting}` },
  ],
  ['order/payment', { method: 'POST', url: () => `/ebsn/api/order/payment?order_id=${waiting}` }],
  [
    'order/modify-payment-type to on delivery',
    {
      method: 'POST',
      url: () => `/ebsn/api/order/modify-payment-type?order_id=${waiting}&payment_type_id=2`,
    },
  ],
  [
    'order/modify-payment-type to PayPal',
    {
      method: 'POST',
      url: () => `/ebsn/api/order/modify-payment-type?order_id=${waiting}&payment_type_id=13`,
    },
  ],
  [
    'note/order/add',
    {
      method: 'POST',
      url: () => '/ebsn/api/note/order/add',
      payload: () => ({ orderId: delivered, rating: 1, text: 'intruso' }),
    },
  ],
  [
    'note/order/update',
    {
      method: 'POST',
      url: () => '/ebsn/api/note/order/update',
      payload: () => ({ noteId, orderId: delivered, rating: 1, text: 'intruso' }),
    },
  ],
  [
    'order/reserve',
    { method: 'POST', url: () => `/ebsn/api/order/reserve?order_id=${pickupToday}&distance=10` },
  ],
  [
    'order/invoice pdf',
    { method: 'GET', url: () => `/ebsn/api/order/invoice?order_id=${delivered}` },
  ],
  [
    'order/invoice xml',
    { method: 'GET', url: () => `/ebsn/api/order/invoice?order_id=${delivered}&format=xml` },
  ],
  ['order/modify', { method: 'POST', url: () => `/ebsn/api/order/modify?order_id=${pickupToday}` }],
  [
    'order/modify-cancel',
    { method: 'POST', url: () => `/ebsn/api/order/modify-cancel?order_id=${pickupToday}` },
  ],
  [
    'cart/add-all-from-order',
    { method: 'POST', url: () => `/ebsn/api/cart/add-all-from-order?order_id=${delivered}` },
  ],
];

describe("another shopper's order id", () => {
  it.each(CALLS)('%s answers order.not_found and changes nothing', async (_name, call) => {
    const before = await state();
    const res = await t.app.inject({
      method: call.method,
      url: call.url(),
      cookies: intruder,
      ...(call.payload ? { payload: call.payload() as object } : {}),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).response.errors[0]).toMatchObject({
      code: 'order.not_found',
      error: 'Ordine non trovato',
    });
    expect(await state()).toEqual(before);
  });

  it('is not listed, by order/list or note/list', async () => {
    for (const query of ['', '?show_pending=true', '?show_pending=true&fetch_detail=true']) {
      const res = await t.app.inject({ url: `/ebsn/api/order/list${query}`, cookies: intruder });
      expect((body(res).data as unknown as OrderListResponse).data.orders).toEqual([]);
    }
    for (const orderId of victims()) {
      const notes = body(await post(t, '/ebsn/api/note/list/', { orderId }, intruder));
      expect(notes.data).toEqual({ data: [] });
    }
    expect(body(await post(t, '/ebsn/api/note/list/', {}, intruder)).data).toEqual({ data: [] });
  });

  it('leaves each victim in the state where its owner could make the call', async () => {
    const rows = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.orderId, victims()));
    const status = new Map(rows.map((r) => [r.orderId, r.orderStatusId]));
    expect(status.get(waiting)).toBe(ORDER_STATUS.WAITING_PAYMENT);
    expect(status.get(pickupToday)).toBe(ORDER_STATUS.ORDERED);
    expect(status.get(delivered)).toBe(ORDER_STATUS.DELIVERED);
    expect((await viewCart(t, intruder)).cartItems).toEqual([]);
  });
});

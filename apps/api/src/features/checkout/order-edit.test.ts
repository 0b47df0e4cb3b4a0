import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Cart } from '@spesa/domain';
import { mailOutbox, orders, timeslotDays, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import {
  cartOf,
  chooseDelivery,
  pickProducts,
  plainPiece,
  post,
  viewCart,
} from '../../test/cart-support';
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

const modify = (cookies: Cookies, orderId: number) =>
  post(t, `/ebsn/api/order/modify?order_id=${orderId}`, undefined, cookies);
const abandon = (cookies: Cookies, orderId: number) =>
  post(t, `/ebsn/api/order/modify-cancel?order_id=${orderId}`, undefined, cookies);

/** A shopper with an order placed (paid on delivery unless a card is given) and nothing in the cart. */
async function placedOrder(tag: string, paymentTypeId = ON_DELIVERY) {
  const [cookies] = await newShoppers(t, 1, tag);
  await fillCart(t, cookies!, 2);
  expect(body(await prepare(t, cookies!)).response.status).toBe(0);
  const { order, paymentUrl } = bought(await buy(t, cookies!, `payment_type_id=${paymentTypeId}`));
  if (paymentUrl) await payByCard(t, cookies!, paymentUrl, TEST_CARDS.success.number);
  return { cookies: cookies!, orderId: order.orderId };
}

async function available(orderId: number, productIds: number[]) {
  const [order] = await t.database.db
    .select({ warehouseId: orders.warehouseId })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  const warehouseId = order!.warehouseId;
  const rows = await t.database.db
    .select({ productId: warehouseProducts.productId, available: warehouseProducts.available })
    .from(warehouseProducts)
    .where(
      and(
        eq(warehouseProducts.warehouseId, warehouseId),
        inArray(warehouseProducts.productId, productIds),
      ),
    );
  return new Map(rows.map((r) => [r.productId, Number(r.available)]));
}

async function orderedCount(orderId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: timeslotDays.orderedCount })
    .from(orders)
    .innerJoin(timeslotDays, eq(timeslotDays.timeslotDayId, orders.timeslotDayId))
    .where(eq(orders.orderId, orderId));
  return row!.n;
}

/** Adds one more piece of the cart's first line and goes through checkout again. */
async function raiseFirstLineAndBuy(cookies: Cookies, cart: Cart, query: string) {
  const line = cart.cartItems[0]!;
  const raised = await post(
    t,
    '/ebsn/api/cart/update',
    { items: [{ itemId: line.itemId, quantity: line.quantity + 1 }] },
    cookies,
  );
  expect(body(raised).response.status).toBe(0);
  const prepared = body(await prepare(t, cookies));
  expect(prepared.response.status, JSON.stringify(prepared.response)).toBe(0);
  return bought(await buy(t, cookies, query));
}

describe('order/modify', () => {
  it('brings the order into a cart bound to it, sets the cart in progress aside, and replaces the order on buy', async () => {
    const { cookies, orderId } = await placedOrder('edit-delivery');
    const before = await viewOrder(t, cookies, orderId);
    // Something in the cart in progress, which must come back untouched.
    await chooseDelivery(t, cookies);
    const [extra] = await pickProducts(t, plainPiece, 3);
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: [{ productId: extra!.productId, quantity: 1 }] },
      cookies,
    );
    const inProgress = await viewCart(t, cookies);
    expect(inProgress.cartItems).toHaveLength(1);
    const slotTaken = await orderedCount(orderId);

    const res = await modify(cookies, orderId);
    expect(body(res).response.infos[0]).toMatchObject({
      code: 'order.edit_started',
      info: `L'ordine n. ${orderId} è nel carrello: modificalo e conferma di nuovo alla cassa.`,
    });
    const editCart = cartOf(res);
    expect(editCart.editingOrderId).toBe(orderId);
    expect(editCart.cartId).not.toBe(inProgress.cartId);
    expect(editCart.cartItems.map((i) => [i.product.productId, i.quantity])).toEqual(
      before.items.map((i) => [i.productId, i.quantity]),
    );
    expect(editCart.shippingAddress?.addressId).toBe(before.shippingAddress.addressId);
    expect(editCart.timeslot).not.toBeNull();
    // Asking again answers the same cart.
    expect(cartOf(await modify(cookies, orderId)).cartId).toBe(editCart.cartId);

    const productIds = before.items.map((i) => i.productId);
    const stockBefore = await available(orderId, productIds);
    const { order } = await raiseFirstLineAndBuy(
      cookies,
      editCart,
      `payment_type_id=${ON_DELIVERY}`,
    );
    expect(order.orderId).toBe(orderId);
    expect(order.orderStatusId).toBe(3);
    expect(order.totalPrice).toBeGreaterThan(before.totalPrice);

    const after = await viewOrder(t, cookies, orderId);
    expect(after.items.map((i) => i.quantity)).toEqual([
      before.items[0]!.quantity + 1,
      ...before.items.slice(1).map((i) => i.quantity),
    ]);
    // One more piece of the first product left the shelf; the slot holds one place for the order still.
    const stockAfter = await available(orderId, productIds);
    expect(stockAfter.get(productIds[0]!)).toBe(stockBefore.get(productIds[0]!)! - 1);
    expect(stockAfter.get(productIds[1]!)).toBe(stockBefore.get(productIds[1]!));
    expect(await orderedCount(orderId)).toBe(slotTaken);
    // The history records the edit, and the mail says the order was changed (issue 34).
    expect(after.statusHistory.at(-1)).toMatchObject({ orderStatusId: 3, edited: true });
    expect(after.statusHistory.filter((h) => h.edited)).toHaveLength(1);
    const mails = await t.database.db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Ordine n. ${orderId} modificato — Mercatò`));
    expect(mails).toEqual([
      { kind: 'order.modified', subject: `Ordine n. ${orderId} modificato — Mercatò` },
    ]);
    // The cart in progress is back, as it was.
    const back = await viewCart(t, cookies);
    expect(back.cartId).toBe(inProgress.cartId);
    expect(back.editingOrderId).toBeUndefined();
    expect(back.cartItems.map((i) => i.product.productId)).toEqual([extra!.productId]);
  });

  it('abandoning the edit leaves the order as it was and brings the cart back', async () => {
    const { cookies, orderId } = await placedOrder('edit-abandon');
    const before = await viewOrder(t, cookies, orderId);
    const inProgress = await viewCart(t, cookies);
    const editCart = cartOf(await modify(cookies, orderId));
    await post(
      t,
      '/ebsn/api/cart/update',
      { items: [{ itemId: editCart.cartItems[0]!.itemId, quantity: 5 }] },
      cookies,
    );
    const res = await abandon(cookies, orderId);
    expect(body(res).response.infos[0]).toMatchObject({
      info: `Modifiche annullate: l'ordine n. ${orderId} resta com'era.`,
    });
    expect(cartOf(res).cartId).toBe(inProgress.cartId);
    const after = await viewOrder(t, cookies, orderId);
    expect(after.items).toEqual(before.items);
    expect(after.totalPrice).toBe(before.totalPrice);
    // Nothing left to abandon.
    expect(body(await abandon(cookies, orderId)).response.errors[0]!.code).toBe('order.not_found');
  });

  it('authorises a card order again for the new amount and voids the old authorisation', async () => {
    const { cookies, orderId } = await placedOrder('edit-card', CARD);
    const before = await viewOrder(t, cookies, orderId);
    expect(before.orderStatusId).toBe(3);
    const editCart = cartOf(await modify(cookies, orderId));
    const { order, paymentUrl } = await raiseFirstLineAndBuy(
      cookies,
      editCart,
      `payment_type_id=${CARD}`,
    );
    expect(order.orderId).toBe(orderId);
    expect(order.orderStatusId).toBe(1);
    expect(paymentUrl).toBeTruthy();
    await payByCard(t, cookies, paymentUrl!, TEST_CARDS.success.number);
    const after = await viewOrder(t, cookies, orderId);
    expect(after.orderStatusId).toBe(3);
    expect(after.transactions.map((p) => p.transactionStatusId)).toEqual([5, 2]);
    expect(after.transactions[1]!.authorizedAmount).toBeGreaterThan(
      before.transactions[0]!.authorizedAmount,
    );
  });

  it('a card edit left unpaid: the order is cancelled after the delay and both reservations go', async () => {
    const { cookies, orderId } = await placedOrder('edit-card-unpaid', CARD);
    const editCart = cartOf(await modify(cookies, orderId));
    const { paymentUrl } = await raiseFirstLineAndBuy(cookies, editCart, `payment_type_id=${CARD}`);
    expect(paymentUrl).toBeTruthy();
    // The shopper left the acquirer's page; the delay passes.
    await t.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.orderId, orderId));
    await t.app.jobs.runDue();
    const after = await viewOrder(t, cookies, orderId);
    expect(after.orderStatusId).toBe(10);
    // The first authorisation voided; the new payment, never completed, given up.
    expect(after.transactions.map((p) => p.transactionStatusId)).toEqual([5, 0]);
  });

  it('paid on delivery after a card: the old authorisation is voided at once', async () => {
    const { cookies, orderId } = await placedOrder('edit-card-to-cash', CARD);
    const editCart = cartOf(await modify(cookies, orderId));
    const { order, paymentUrl } = await raiseFirstLineAndBuy(
      cookies,
      editCart,
      `payment_type_id=${ON_DELIVERY}`,
    );
    expect(paymentUrl).toBeNull();
    expect(order.orderStatusId).toBe(3);
    const after = await viewOrder(t, cookies, orderId);
    expect(after.transactions.map((p) => p.transactionStatusId)).toEqual([5]);
  });

  it('refuses another shopper’s order, a second edit at once, and an order taken in charge', async () => {
    const { cookies, orderId } = await placedOrder('edit-refusals');
    const other = await placedOrder('edit-refusals-other');
    expect(body(await modify(cookies, other.orderId)).response.errors[0]!.code).toBe(
      'order.not_found',
    );
    // A second order of the same shopper, while the first is being edited.
    await fillCart(t, cookies, 1);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    const second = bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`)).order;
    await modify(cookies, orderId);
    expect(body(await modify(cookies, second.orderId)).response.errors[0]).toMatchObject({
      code: 'order.editing_other',
      error: `Stai già modificando l'ordine n. ${orderId}: conferma le modifiche o annullale prima di modificarne un altro.`,
    });
    await abandon(cookies, orderId);

    await t.database.db.update(orders).set({ orderStatusId: 4 }).where(eq(orders.orderId, orderId));
    expect(body(await modify(cookies, orderId)).response.errors[0]).toMatchObject({
      code: 'order.not_editable',
      error: 'Questo ordine non può più essere modificato: il negozio lo ha già preso in carico.',
    });
  });

  it('refuses the confirmation once the store took the order in charge during the edit, and changes nothing', async () => {
    const { cookies, orderId } = await placedOrder('edit-late');
    const before = await viewOrder(t, cookies, orderId);
    const editCart = cartOf(await modify(cookies, orderId));
    await t.database.db.update(orders).set({ orderStatusId: 4 }).where(eq(orders.orderId, orderId));
    const line = editCart.cartItems[0]!;
    await post(
      t,
      '/ebsn/api/cart/update',
      { items: [{ itemId: line.itemId, quantity: line.quantity + 1 }] },
      cookies,
    );
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    const res = body(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`));
    expect(res.response.errors[0]!.code).toBe('order.not_editable');
    const after = await viewOrder(t, cookies, orderId);
    expect(after.items).toEqual(before.items);
  });
});

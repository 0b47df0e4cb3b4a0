import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  GiftCertificateListResponseSchema,
  UserPointsResponseSchema,
  loyaltyOnRefund,
  type StaffOrder,
} from '@spesa/domain';
import {
  jobs,
  loyaltyMovements,
  mailOutbox,
  orderTransactions,
  orders,
  users,
} from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { post, viewCart } from '../../test/cart-support';
import { bought, buy, fillCart, payByCard, prepare } from '../../test/checkout-support';
import { MANAGER, PICKER, staffLogin } from '../../test/staff-support';
import { TestAcquirer } from '../../adapters/payments/test-acquirer/acquirer';
import { boardDates, CAPTURE_JOB_KIND } from './board';

/*
 * Issue 32: the store's daily operations. A picker works the order, a manager
 * alone charges again, refunds and reopens; a refund takes back the vouchers
 * the delivery issued and the points it credited; a capture that fails is
 * retried by a job, once per order even when runs race; a pickup order that
 * is ready tells the shopper where and when.
 */

const CARD = 12;
const ON_DELIVERY = 2;
const STORE_PICKUP = 1;
const HOME_DELIVERY = 2;

let t: TestApp;
let picker: Cookies;
let manager: Cookies;
let shoppers: Cookies[];
let nextShopper = 0;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  manager = await staffLogin(t, MANAGER);
  shoppers = await newShoppers(t, 14, 'store-roles');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const staffCall = (cookies: Cookies, url: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ method: 'GET', url, cookies })
    : t.app.inject({ method: 'POST', url, payload, cookies });

const staffOrder = async (cookies: Cookies, orderId: number): Promise<StaffOrder> =>
  body(await staffCall(cookies, `/ebsn/api/staff/order?order_id=${orderId}`))
    .data as unknown as StaffOrder;

const setStatus = (cookies: Cookies, orderId: number, statusId: number) =>
  staffCall(cookies, '/ebsn/api/staff/order/status', { order_id: orderId, status_id: statusId });

const orderCall = (cookies: Cookies, action: 'capture' | 'refund' | 'reopen', orderId: number) =>
  staffCall(cookies, `/ebsn/api/staff/order/${action}`, { order_id: orderId });

/** Plain pieces only (nothing to weigh), for today, paid by card or on delivery. */
async function placeOrder(
  payment: 'card' | 'delivery',
  service: 'pickup' | 'home' = 'pickup',
  cookies = shoppers[nextShopper++]!,
) {
  await fillCart(t, cookies);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  const answer = bought(
    await buy(t, cookies, `payment_type_id=${payment === 'card' ? CARD : ON_DELIVERY}`),
  );
  if (payment === 'card') await payByCard(t, cookies, answer.paymentUrl!, '4242424242424242');
  const orderId = answer.order.orderId;
  await t.database.db
    .update(orders)
    .set({
      deliveryDate: boardDates(new Date())[0]!,
      deliveryServiceId: service === 'home' ? HOME_DELIVERY : STORE_PICKUP,
    })
    .where(eq(orders.orderId, orderId));
  return { orderId, cookies };
}

/** The picker takes the pickup order, sets it ready and hands it over. */
async function deliverPickup(orderId: number) {
  for (const status of [4, 6, 8])
    expect(body(await setStatus(picker, orderId, status)).response.status, String(status)).toBe(0);
  return staffOrder(picker, orderId);
}

/** The gateway does not know the payment for a while: every capture is refused. */
async function breakPayment(orderId: number) {
  const [tx] = await t.database.db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId));
  await t.database.db
    .update(orderTransactions)
    .set({ providerRef: 'pay_unknown' })
    .where(eq(orderTransactions.orderTransactionId, tx!.orderTransactionId));
  return () =>
    t.database.db
      .update(orderTransactions)
      .set({ providerRef: tx!.providerRef })
      .where(eq(orderTransactions.orderTransactionId, tx!.orderTransactionId));
}

const captureJobs = (orderId: number) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, CAPTURE_JOB_KIND), eq(jobs.key, `order-${orderId}`)))
    .orderBy(jobs.jobId);

/** The job's next attempt is due now, as if its pause were over. */
const makeDue = (orderId: number) =>
  t.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, CAPTURE_JOB_KIND), eq(jobs.key, `order-${orderId}`)));

async function assigned(cookies: Cookies) {
  const res = await t.app.inject({
    url: '/ebsn/api/giftcertificate/list-manual-assigned',
    cookies,
  });
  return GiftCertificateListResponseSchema.parse(body(res).data).giftCertificates;
}

async function points(cookies: Cookies) {
  const res = await t.app.inject({ url: '/ebsn/api/user-points/list', cookies });
  return UserPointsResponseSchema.parse(body(res).data);
}

describe('picker and manager', () => {
  it('lets a picker work and hand over an order, but not charge again, refund or reopen', async () => {
    const { orderId } = await placeOrder('card');
    expect(body(await setStatus(picker, orderId, 4)).response.status).toBe(0);
    expect(body(await setStatus(picker, orderId, 6)).response.status).toBe(0);
    const ready = await staffOrder(picker, orderId);
    expect(ready.reopenable).toBe(true);

    const reopen = await orderCall(picker, 'reopen', orderId);
    expect(reopen.statusCode).toBe(403);
    expect(body(reopen).response.errors[0]).toMatchObject({
      code: 'staff.manager_only',
      error: 'Solo il responsabile del negozio può riaprire un ordine.',
    });

    expect(body(await setStatus(picker, orderId, 8)).response.status).toBe(0);
    for (const [action, message] of [
      ['capture', "Solo il responsabile del negozio può ripetere l'addebito sulla carta."],
      ['refund', 'Solo il responsabile del negozio può rimborsare un ordine.'],
    ] as const) {
      const res = await orderCall(picker, action, orderId);
      expect(res.statusCode, action).toBe(403);
      expect(body(res).response.errors[0], action).toMatchObject({
        code: 'staff.manager_only',
        error: message,
      });
    }
    // Nothing moved: the card is still charged, the order still delivered.
    const after = await staffOrder(picker, orderId);
    expect(after.order).toMatchObject({ orderStatusId: 8, paymentState: 'captured' });
  });

  it('lets a manager reopen an order that is ready, back to preparation', async () => {
    const { orderId } = await placeOrder('delivery', 'home');
    for (const status of [4, 6])
      expect(body(await setStatus(picker, orderId, status)).response.status).toBe(0);
    const reopened = body(await orderCall(manager, 'reopen', orderId));
    expect(reopened.response.status).toBe(0);
    const o = reopened.data as unknown as StaffOrder;
    expect(o.order.orderStatusId).toBe(4);
    expect(o.picking).toBe(true);
    expect(o.history.at(-1)).toMatchObject({
      orderStatusId: 4,
      actor: 'Marta Direttrice',
      note: 'Riaperto',
    });
    // In preparation it is open already; handed over, it is a refund.
    expect(body(await orderCall(manager, 'reopen', orderId)).response.errors[0]!.code).toBe(
      'staff.not_reopenable',
    );
  });

  it('refuses a refund of an order paid at the door, and of one not handed over', async () => {
    const { orderId } = await placeOrder('delivery');
    expect(body(await orderCall(manager, 'refund', orderId)).response.errors[0]!.code).toBe(
      'staff.not_delivered',
    );
    await deliverPickup(orderId);
    const res = body(await orderCall(manager, 'refund', orderId));
    expect(res.response.errors[0]).toMatchObject({
      code: 'staff.refund_at_till',
      error: 'Un ordine pagato alla consegna si rimborsa in cassa, non dalla console.',
    });
  });
});

describe('a refund takes back the vouchers the delivery issued', () => {
  it('refunds the card in full, withdraws the unused vouchers and the points, keeps a used one', async () => {
    const cookies = shoppers[nextShopper++]!;
    const { userId } = (await viewCart(t, cookies)).user;
    // 1,250 points: the delivery of the first order turns them into vouchers.
    await t.database.db.insert(loyaltyMovements).values({
      userId,
      reason: 'welcome',
      points: 1250,
      description: 'Punti di benvenuto nel programma fedeltà',
      at: new Date(Date.now() - 86_400_000),
    });
    const { orderId } = await placeOrder('card', 'pickup', cookies);
    const delivered = await deliverPickup(orderId);
    expect(delivered.order.paymentState).toBe('captured');
    expect(delivered.refundable).toBe(true);
    const vouchers = await assigned(cookies);
    expect(vouchers.length).toBeGreaterThanOrEqual(2);
    const [credit] = await t.database.db
      .select()
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.orderId, orderId), eq(loyaltyMovements.reason, 'order')));

    // One voucher is spent on the next order, before the refund.
    const spent = vouchers[0]!.code;
    await fillCart(t, cookies);
    const added = body(
      await post(t, `/ebsn/api/cart-giftcertificate/add_code?code=${spent}`, undefined, cookies),
    );
    expect(added.response.errors).toEqual([]);
    expect(body(await prepare(t, cookies)).response.status).toBe(0);
    const next = bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`)).order.orderId;
    const before = await points(cookies);

    const refunded = body(await orderCall(manager, 'refund', orderId));
    expect(refunded.response.status).toBe(0);
    const o = refunded.data as unknown as StaffOrder;
    expect(o.order).toMatchObject({ orderStatusId: 8, paymentState: 'refunded' });
    expect(o.refundable).toBe(false);
    expect(o.history.at(-1)).toMatchObject({ actor: 'Marta Direttrice' });
    expect(o.history.at(-1)!.note).toMatch(/^Rimborso di /);
    const [money] = await t.database.db
      .select()
      .from(orderTransactions)
      .where(eq(orderTransactions.orderId, orderId));
    expect(money).toMatchObject({ transactionStatusId: 4, refundedCents: money!.capturedCents });

    // The unused vouchers are gone from 'Buoni e punti' and no longer take anything off.
    const left = await assigned(cookies);
    expect(left.map((v) => v.code)).toEqual([spent]);
    expect(left[0]).toMatchObject({ used: true, orderId: next });
    const withdrawn = vouchers.slice(1).map((v) => v.code);
    await fillCart(t, cookies);
    const refused = body(
      await post(
        t,
        `/ebsn/api/cart-giftcertificate/add_code?code=${withdrawn[0]}`,
        undefined,
        cookies,
      ),
    );
    expect(refused.response.errors[0]!.code).toMatch(/^giftcertificate\./);

    // The points: the unused vouchers' back, the order's credit off, never below zero.
    const after = await points(cookies);
    const expected = loyaltyOnRefund(before.balance, credit!.points, withdrawn.length);
    expect(after.balance).toBe(expected.balance);
    expect(after.balance).toBe(after.history.reduce((sum, m) => sum + m.points, 0));
    const movement = after.history.find((m) => m.reason === 'refund')!;
    expect(movement).toMatchObject({ orderId, points: expected.change });
    for (const code of withdrawn) expect(movement.description).toContain(code);

    // A second press refunds nothing twice.
    expect(body(await orderCall(manager, 'refund', orderId)).response.errors[0]!.code).toBe(
      'staff.already_refunded',
    );
    expect(await points(cookies)).toEqual(after);
  });
});

describe('a failed capture is retried by a job', () => {
  it('records the refusal, retries with growing pauses and gives up after its attempts', async () => {
    const { orderId } = await placeOrder('card');
    const restore = await breakPayment(orderId);
    const delivered = await deliverPickup(orderId);
    expect(delivered.order).toMatchObject({ orderStatusId: 8, paymentState: 'authorized' });
    expect(delivered.captureDue).toBe(true);
    expect(delivered.captureRetry).toMatchObject({
      state: 'retrying',
      attempts: 1,
      maxAttempts: 5,
      lastError: 'not_found',
    });
    const [tx] = await t.database.db
      .select()
      .from(orderTransactions)
      .where(eq(orderTransactions.orderId, orderId));
    expect(tx!.failureCode).toBe('not_found');
    let [job] = await captureJobs(orderId);
    // Not before its pause: the next attempt waits about 30 s.
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.app.jobs.runDue();
    expect((await captureJobs(orderId))[0]!.attempts).toBe(1);

    for (let attempt = 2; attempt <= 5; attempt++) {
      await makeDue(orderId);
      await t.app.jobs.runDue();
    }
    const jobsNow = await captureJobs(orderId);
    expect(jobsNow).toHaveLength(1);
    [job] = jobsNow;
    expect(job).toMatchObject({ attempts: 5, failed: true });
    const given = await staffOrder(manager, orderId);
    expect(given.captureRetry).toMatchObject({ state: 'failed', attempts: 5, nextAttemptAt: null });

    // The gateway knows the payment again: the manager's retry charges it, with a new job.
    await restore();
    const retried = body(await orderCall(manager, 'capture', orderId))
      .data as unknown as StaffOrder;
    expect(retried.order.paymentState).toBe('captured');
    expect(retried.captureDue).toBe(false);
    expect(retried.captureRetry).toBeNull();
    expect(retried.money.captured).toBe(retried.money.total);
    expect(await captureJobs(orderId)).toHaveLength(2);
  });

  it('takes a gateway that does not answer for a failure, and charges at the next attempt', async () => {
    const { orderId } = await placeOrder('card');
    const capture = vi
      .spyOn(TestAcquirer.prototype, 'capturePayment')
      .mockRejectedValueOnce(new Error('ECONNRESET'));
    const delivered = await deliverPickup(orderId);
    expect(delivered.captureRetry).toMatchObject({
      state: 'retrying',
      attempts: 1,
      lastError: 'gateway_error',
    });
    await makeDue(orderId);
    await t.app.jobs.runDue();
    const after = await staffOrder(picker, orderId);
    expect(after.order.paymentState).toBe('captured');
    expect(after.captureRetry).toBeNull();
    expect(capture).toHaveBeenCalledTimes(2);
    const [job] = await captureJobs(orderId);
    expect(job).toMatchObject({ attempts: 2, failed: false });
    expect(job!.finishedAt).toBeInstanceOf(Date);
  });

  it('charges once when two job runs and the manager race for the same order', async () => {
    const rounds = process.env.DATABASE_URL ? 5 : 2;
    for (let round = 0; round < rounds; round++) {
      const { orderId } = await placeOrder('card');
      const restore = await breakPayment(orderId);
      await deliverPickup(orderId);
      await restore();
      await makeDue(orderId);
      const capture = vi.spyOn(TestAcquirer.prototype, 'capturePayment');
      const [, , retry] = await Promise.all([
        t.app.jobs.runDue(),
        t.app.jobs.runDue(),
        orderCall(manager, 'capture', orderId),
      ]);
      expect(capture, `round ${round}`).toHaveBeenCalledTimes(1);
      capture.mockRestore();
      // The manager either ran it or was told it is under way.
      const answer = body(retry);
      if (answer.response.status !== 0)
        expect(answer.response.errors[0]!.code).toMatch(
          /^staff\.(capture_running|nothing_to_capture)$/,
        );
      const o = await staffOrder(manager, orderId);
      expect(o.order.paymentState).toBe('captured');
      expect(o.money.captured).toBe(o.money.total);
    }
  });
});

describe('«pronto per il ritiro»', () => {
  const mailsOf = async (orderId: number) => {
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.userId, orders.userId))
      .where(eq(orders.orderId, orderId));
    return t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, row!.email), eq(mailOutbox.kind, 'order.ready-for-pickup')),
      );
  };

  it('tells the shopper a store pickup is ready: the store, the slot and the order number', async () => {
    const { orderId } = await placeOrder('delivery');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    await setStatus(picker, orderId, 4);
    expect(await mailsOf(orderId)).toEqual([]);
    await setStatus(picker, orderId, 6);
    const [mail] = await mailsOf(orderId);
    expect(mail!.subject).toContain(`Ordine n. ${orderId} pronto per il ritiro`);
    const text = mail!.text;
    expect(text).toContain(`l’ordine n. ${orderId} è pronto per il ritiro`);
    expect(text).toContain(`Ritiro in negozio: ${order!.shippingAddress.addressName}`);
    expect(text).toContain(
      `dalle ${order!.beginTime.slice(0, 5)} alle ${order!.endTime.slice(0, 5)}`,
    );
    expect(mail!.html).toContain(`pronto per il ritiro`);
  });

  it('names the locker for a locker pickup, and sends nothing for a home delivery', async () => {
    const { orderId } = await placeOrder('card');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    await t.database.db
      .update(orders)
      .set({
        shippingAddress: {
          ...row!.shippingAddress,
          addressTypeId: 5,
          addressName: 'Locker Bologna Mazzini',
        },
      })
      .where(eq(orders.orderId, orderId));
    for (const status of [4, 6]) await setStatus(picker, orderId, status);
    const [mail] = await mailsOf(orderId);
    expect(mail!.text).toContain('Ritiro al locker: Locker Bologna Mazzini');
    expect(mail!.text).not.toContain('Ritiro in negozio');

    const home = await placeOrder('delivery', 'home');
    for (const status of [4, 6]) await setStatus(picker, home.orderId, status);
    expect(await mailsOf(home.orderId)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { acquirerPayments, jobs, orderTransactions, orders } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { bought, buy, fillCart, payByCard, prepare, viewOrder } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import {
  ACQUIRER_JOBS,
  SIGNATURE_HEADER,
  TEST_CARDS,
  TestAcquirer,
  type GatewayPayment,
} from '../../adapters/payments';
import { signatureHeader } from '../../adapters/payments/test-acquirer/signature';

/*
 * Issue 30: a payment page belongs to one attempt (a newer attempt or another
 * payment type closes it, and money it still brings is released), a
 * transaction only moves forward, and an order saved without its payment
 * page (the process stopped in between) is recovered.
 */

const CARD = 12;
const ON_DELIVERY = 2;
const SUCCESS = TEST_CARDS.success.number;

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

async function cardOrder(tag: string) {
  const [cookies] = await newShoppers(t, 1, tag);
  await fillCart(t, cookies!, 1);
  expect(body(await prepare(t, cookies!)).response.status).toBe(0);
  return { cookies: cookies!, ...bought(await buy(t, cookies!, `payment_type_id=${CARD}`)) };
}

const attemptsOf = (orderId: number) =>
  t.database.db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.orderTransactionId));

async function acquirerStatusOf(providerRef: string | null): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: acquirerPayments.status })
    .from(acquirerPayments)
    .where(eq(acquirerPayments.paymentId, providerRef ?? ''));
  return row?.status;
}

const payAgain = async (cookies: Cookies, orderId: number) =>
  bought(await post(t, `/ebsn/api/order/payment?order_id=${orderId}`, undefined, cookies));

const notify = (payment: GatewayPayment, eventId: string) => {
  const raw = JSON.stringify({ eventId, payment });
  return t.app.inject({
    method: 'POST',
    url: '/ebsn/api/payment/notify/test-acquirer',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signatureHeader(t.app.config.ACQUIRER_SECRET, raw),
    },
  });
};

describe("the acquirer's page", () => {
  it("names the brand as the merchant and the order as the payment's reference", async () => {
    const { order, paymentUrl } = await cardOrder('merchant-name');
    const page = await t.app.inject({ url: new URL(paymentUrl!).pathname });
    const shown = page.body.replace(/\s+/g, ' ');
    expect(shown).toContain(`<dt>Esercente</dt> <dd>${t.app.brands.resolve(undefined).name}</dd>`);
    expect(shown).toContain(`<dt>Causale</dt> <dd>Ordine ${order.orderId}</dd>`);
  });
});

describe('a payment page belongs to one attempt', () => {
  it('switched to payment on delivery, the stale card page reserves nothing', async () => {
    const { cookies, order, paymentUrl } = await cardOrder('stale-on-delivery');
    const switched = bought(
      await post(
        t,
        `/ebsn/api/order/modify-payment-type?order_id=${order.orderId}&payment_type_id=${ON_DELIVERY}`,
        undefined,
        cookies,
      ),
    );
    expect(switched.order).toMatchObject({ orderStatusId: 3, paymentState: 'offline' });

    // The shopper goes back to the tab still showing the card form and pays.
    const result = await payByCard(t, cookies, paymentUrl!, SUCCESS);
    expect(result).toBe(`/cart/payment-error/${order.orderId}`);

    const [attempt] = await attemptsOf(order.orderId);
    expect(await acquirerStatusOf(attempt!.providerRef)).toBe('voided');
    expect(attempt!.transactionStatusId).toBe(5);
    expect(await viewOrder(t, cookies, order.orderId)).toMatchObject({
      orderStatusId: 3,
      paymentTypeId: ON_DELIVERY,
      paymentState: 'offline',
    });
  });

  it('a newer attempt closes the older page: its authorisation is voided, the newer one pays', async () => {
    const { cookies, order, paymentUrl: older } = await cardOrder('stale-attempt');
    const newer = (await payAgain(cookies, order.orderId)).paymentUrl;
    expect(newer).not.toBe(older);
    expect((await attemptsOf(order.orderId)).map((a) => a.transactionStatusId)).toEqual([5, 1]);

    expect(await payByCard(t, cookies, older!, SUCCESS)).toBe(
      `/cart/payment-error/${order.orderId}`,
    );
    const [first] = await attemptsOf(order.orderId);
    expect(await acquirerStatusOf(first!.providerRef)).toBe('voided');
    expect(await viewOrder(t, cookies, order.orderId)).toMatchObject({
      orderStatusId: 1,
      isPayable: true,
    });

    expect(await payByCard(t, cookies, newer!, SUCCESS)).toBe(
      `/cart/payment-completed/${order.orderId}`,
    );
    const attempts = await attemptsOf(order.orderId);
    expect(attempts.map((a) => a.transactionStatusId)).toEqual([5, 2]);
    expect(await acquirerStatusOf(attempts[1]!.providerRef)).toBe('authorized');
    expect(await viewOrder(t, cookies, order.orderId)).toMatchObject({
      orderStatusId: 3,
      paymentState: 'authorized',
    });
  });
});

describe('acquirer notifications out of order', () => {
  it('never move an authorised transaction back to pending or declined', async () => {
    const { cookies, order, paymentUrl } = await cardOrder('late-notifications');
    await payByCard(t, cookies, paymentUrl!, SUCCESS);
    const [authorised] = await attemptsOf(order.orderId);
    expect(authorised).toMatchObject({ transactionStatusId: 2 });
    const earlier: GatewayPayment = {
      providerRef: authorised!.providerRef!,
      status: 'pending',
      amountCents: authorised!.amountCents,
      capturedCents: 0,
      refundedCents: 0,
      redirectUrl: null,
      declineCode: null,
      card: null,
    };

    for (const [payment, eventId] of [
      [earlier, `evt_late_pending_${order.orderId}`],
      [
        { ...earlier, status: 'declined', declineCode: 'card_declined' },
        `evt_late_declined_${order.orderId}`,
      ],
    ] as const)
      expect((await notify(payment, eventId)).statusCode).toBe(200);

    const [after] = await attemptsOf(order.orderId);
    expect(after).toMatchObject({
      transactionStatusId: 2,
      authorizedCents: authorised!.amountCents,
      failureCode: null,
    });
    expect(await viewOrder(t, cookies, order.orderId)).toMatchObject({
      orderStatusId: 3,
      paymentState: 'authorized',
    });
  });
});

describe('a void that fails while a notification is settled', () => {
  it('is tried again when the gateway sends the event again', async () => {
    const { cookies, order, paymentUrl: older } = await cardOrder('void-retried');
    await payAgain(cookies, order.orderId);
    const [closed] = await attemptsOf(order.orderId);
    // The older page is paid; the acquirer's notification reaches the shop while the
    // gateway cannot be reached to void that stale authorisation.
    const unreachable = vi
      .spyOn(TestAcquirer.prototype, 'voidPayment')
      .mockRejectedValueOnce(new Error('gateway unreachable'));
    try {
      const submitted = await t.app.inject({
        method: 'POST',
        url: new URL(older!, 'http://localhost').pathname,
        payload: new URLSearchParams({
          number: SUCCESS,
          expiry: '12/34',
          cvc: '123',
          holder: 'Mario Rossi',
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(submitted.statusCode).toBe(303);
      expect(unreachable).toHaveBeenCalled();
    } finally {
      unreachable.mockRestore();
    }
    expect(await acquirerStatusOf(closed!.providerRef)).toBe('authorized');
    // The acquirer kept the refused notification to send again: the same event.
    const [retry] = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, ACQUIRER_JOBS.notify), isNull(jobs.finishedAt)));
    const event = JSON.parse(String(retry!.payload.body)) as {
      eventId: string;
      payment: GatewayPayment;
    };
    expect(event.payment.providerRef).toBe(closed!.providerRef);
    const retried = await notify(event.payment, event.eventId);
    expect(body(retried).data).toEqual({ processed: true });
    expect(await acquirerStatusOf(closed!.providerRef)).toBe('voided');
  });
});

describe('an order saved without its payment page', () => {
  // As if the process had stopped between the order's commit and its first attempt.
  async function crashedOrder(tag: string) {
    const placed = await cardOrder(tag);
    await t.database.db
      .delete(orderTransactions)
      .where(eq(orderTransactions.orderId, placed.order.orderId));
    return placed;
  }

  it('is offered to be paid again, and is paid from the order page', async () => {
    const { cookies, order } = await crashedOrder('crash-pay');
    // Buy pressed again answers the order: not a payment forever pending, one to pay.
    const again = bought(await buy(t, cookies, `payment_type_id=${CARD}`));
    expect(again).toMatchObject({
      paymentUrl: null,
      order: { orderId: order.orderId, paymentState: 'failed', isPayable: true },
    });
    expect(await viewOrder(t, cookies, order.orderId)).toMatchObject({
      orderStatusId: 1,
      paymentState: 'failed',
      isPayable: true,
    });

    const { paymentUrl } = await payAgain(cookies, order.orderId);
    expect(paymentUrl).toMatch(/\/pay\/checkout\/pay_/);
    expect(await payByCard(t, cookies, paymentUrl!, SUCCESS)).toBe(
      `/cart/payment-completed/${order.orderId}`,
    );
    expect(await viewOrder(t, cookies, order.orderId)).toMatchObject({
      orderStatusId: 3,
      paymentState: 'authorized',
    });
  });

  it('is cancelled by the unpaid-order job once its time is up', async () => {
    const { cookies, order } = await crashedOrder('crash-unpaid');
    await t.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.orderId, order.orderId));
    await t.app.jobs.runDue();
    expect(await viewOrder(t, cookies, order.orderId)).toMatchObject({
      orderStatusId: 10,
      paymentState: 'cancelled',
      isPayable: false,
    });
  });
});

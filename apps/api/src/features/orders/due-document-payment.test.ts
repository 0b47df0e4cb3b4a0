// Also on PostgreSQL: a payment's return arriving twice at once
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, like, ne } from 'drizzle-orm';
import {
  DUE_DOCUMENT_MESSAGES,
  ORDER_PAYMENT_TYPE,
  TRANSACTION_STATUS,
  eurosToCents,
  type DueDocument,
  type OrderListResponse,
} from '@spesa/domain';
import { acquirerPayments, orderDueDocuments, orderTransactions, orders } from '../../db/schema';
import { TEST_CARDS, TestAcquirer } from '../../adapters/payments';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { backToShop, bought, payByCard, viewOrder } from '../../test/checkout-support';
import { login, newShoppers, type Cookies } from '../../test/shoppers';

/*
 * Issue 32 item 5: a due-date document of a deferred order is paid online,
 * through the same gateway page, return and confirmation as an order paid
 * again; it becomes paid once, when the gateway confirms the money.
 */

let t: TestApp;
let mario: Cookies;
let orderId: number;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  mario = await login(t, 'mario.rossi@esempio.it');
  const res = await t.app.inject({ url: '/ebsn/api/order/list?page_size=50', cookies: mario });
  const list = (body(res).data as unknown as OrderListResponse).data.orders;
  orderId = list.find((o) => o.paymentTypeId === ORDER_PAYMENT_TYPE.DEFERRED)!.orderId;
});
afterAll(() => t.close());

const documents = async (cookies = mario) => (await viewOrder(t, cookies, orderId)).dueDocuments;
const documentOf = async (ref: string) =>
  (await documents()).find((d) => d.docReferenceNumber === ref)!;

/** Another unpaid document of mario's deferred order, due in ten days. */
async function extraDocument(ref: string, cents: number): Promise<DueDocument> {
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await t.database.db.insert(orderDueDocuments).values({
    orderId,
    docDate: '2026-01-01',
    docReferenceNumber: ref,
    dueDate: due,
    docAmountCents: cents,
  });
  return documentOf(ref);
}

const pay = (dueDocumentId: number, cookies = mario, order = orderId) =>
  post(
    t,
    `/ebsn/api/order/due-document-payment?order_id=${order}&due_document_id=${dueDocumentId}`,
    undefined,
    cookies,
  );

const attemptsOf = (dueDocumentId: number) =>
  t.database.db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.dueDocumentId, dueDocumentId))
    .orderBy(orderTransactions.orderTransactionId);

/** The acquirer's page of a payment URL, filled with a card and sent: the acquirer's redirect back. */
async function submitCard(paymentUrl: string, number = TEST_CARDS.success.number) {
  const submitted = await t.app.inject({
    method: 'POST',
    url: new URL(paymentUrl, 'http://localhost').pathname,
    payload: new URLSearchParams({
      number,
      expiry: '12/34',
      cvc: '123',
      holder: 'Mario Rossi',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(submitted.statusCode).toBe(303);
  return submitted.headers.location as string;
}

describe('order/due-document-payment', () => {
  it('pays the expiring document on the gateway page; it is paid once the payment is confirmed', async () => {
    const before = await documents();
    const expiring = before.find((d) => d.status === 'expiring')!;
    const res = await pay(expiring.dueDocumentId);
    expect(body(res).response.status).toBe(0);
    const { paymentUrl, order } = bought(res);
    expect(order.orderId).toBe(orderId);
    expect(paymentUrl).toMatch(/\/pay\/checkout\//);
    // Nothing is paid until the gateway says so.
    expect((await documentOf(expiring.docReferenceNumber)).status).toBe('expiring');
    const [attempt] = await attemptsOf(expiring.dueDocumentId);
    expect(attempt!.amountCents).toBe(eurosToCents(expiring.docAmount));
    expect(attempt!.transactionStatusId).toBe(TRANSACTION_STATUS.IN_PROGRESS);

    const landed = await payByCard(t, mario, paymentUrl!, TEST_CARDS.success.number);
    expect(landed).toBe(`/profile/orders/${orderId}?due_payment=completed`);
    const after = await documents();
    const paid = after.find((d) => d.docReferenceNumber === expiring.docReferenceNumber)!;
    expect(paid.status).toBe('paid');
    expect(paid.paymentAmount).toBe(paid.docAmount);
    // The other documents are as they were.
    expect(after.filter((d) => d !== paid)).toEqual(before.filter((d) => d !== expiring));
    // The money is charged, not only reserved: nobody captures a document later.
    const [confirmed] = await attemptsOf(expiring.dueDocumentId);
    expect(confirmed!.transactionStatusId).toBe(TRANSACTION_STATUS.CONFIRMED);
    expect(confirmed!.capturedCents).toBe(eurosToCents(expiring.docAmount));
    const [atAcquirer] = await t.database.db
      .select()
      .from(acquirerPayments)
      .where(eq(acquirerPayments.paymentId, confirmed!.providerRef!));
    expect(atAcquirer!.status).toBe('captured');
    // The order itself is not touched.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(row!.paymentTypeId).toBe(ORDER_PAYMENT_TYPE.DEFERRED);
  });

  it('refuses a paid document, an unknown one, and another order’s, naming the field', async () => {
    const paid = (await documents()).find((d) => d.status === 'paid')!;
    const refused = body(await pay(paid.dueDocumentId));
    expect(refused.response.status).toBe(1);
    expect(refused.response.errors[0]).toMatchObject({
      code: 'order.due_document_paid',
      error: DUE_DOCUMENT_MESSAGES.alreadyPaid,
      field: 'due_document_id',
    });
    const unknown = body(await pay(2_000_000_000));
    expect(unknown.response.errors[0]).toMatchObject({
      code: 'order.due_document_not_found',
      error: DUE_DOCUMENT_MESSAGES.notFound,
      field: 'due_document_id',
    });
    // A document of mario's, asked under another of his orders.
    const expired = (await documents()).find((d) => d.status === 'expired')!;
    const [deferred] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    const [other] = await t.database.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.userId, deferred!.userId), ne(orders.orderId, orderId)))
      .limit(1);
    const elsewhere = body(await pay(expired.dueDocumentId, mario, other!.orderId));
    expect(elsewhere.response.errors[0]).toMatchObject({
      code: 'order.due_document_not_found',
      field: 'due_document_id',
    });
    expect(await attemptsOf(paid.dueDocumentId)).toEqual([]);
    expect(await attemptsOf(expired.dueDocumentId)).toEqual([]);
  });

  it('answers another shopper as if mario’s order did not exist', async () => {
    const [stranger] = await newShoppers(t, 1, 'due-doc-stranger');
    const expired = (await documents()).find((d) => d.status === 'expired')!;
    const refused = body(await pay(expired.dueDocumentId, stranger!));
    expect(refused.response.errors[0]).toMatchObject({
      code: 'order.not_found',
      field: 'order_id',
    });
    expect(await attemptsOf(expired.dueDocumentId)).toEqual([]);
  });

  it('refuses a malformed document id with 400 naming it', async () => {
    const res = await post(
      t,
      `/ebsn/api/order/due-document-payment?order_id=${orderId}&due_document_id=abc`,
      undefined,
      mario,
    );
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.field).toBe('due_document_id');
  });

  it('a declined card leaves the document unpaid and sends the shopper back with the failure', async () => {
    const doc = await extraDocument('FT declined', 4_321);
    const { paymentUrl } = bought(await pay(doc.dueDocumentId));
    const landed = await payByCard(t, mario, paymentUrl!, TEST_CARDS.declined.number);
    expect(landed).toBe(`/profile/orders/${orderId}?due_payment=failed`);
    const after = await documentOf('FT declined');
    expect(after.status).not.toBe('paid');
    expect(after.paymentAmount).toBe(0);
    // And it can be paid again.
    const again = bought(await pay(doc.dueDocumentId));
    expect(await payByCard(t, mario, again.paymentUrl!, TEST_CARDS.success.number)).toBe(
      `/profile/orders/${orderId}?due_payment=completed`,
    );
    expect((await documentOf('FT declined')).paymentAmount).toBe(43.21);
  });

  it('a gateway that cannot be reached refuses with the due-date payment error', async () => {
    const doc = await extraDocument('FT unreachable', 1_000);
    const unreachable = vi
      .spyOn(TestAcquirer.prototype, 'createPayment')
      .mockRejectedValueOnce(new Error('gateway unreachable'));
    try {
      const refused = body(await pay(doc.dueDocumentId));
      expect(refused.response.status).toBe(1);
      expect(refused.response.errors[0]).toMatchObject({
        code: 'order.due_document_payment_failed',
        error: 'Il sistema ha riscontrato un errore!',
      });
    } finally {
      unreachable.mockRestore();
    }
    expect((await documentOf('FT unreachable')).paymentAmount).toBe(0);
    const [attempt] = await attemptsOf(doc.dueDocumentId);
    expect(attempt!.transactionStatusId).toBe(TRANSACTION_STATUS.ERROR);
  });

  it('a return hit twice at once, with the notification, pays the document once', async () => {
    const doc = await extraDocument('FT twice', 2_550);
    const { paymentUrl } = bought(await pay(doc.dueDocumentId));
    const back = await submitCard(paymentUrl!);
    const landed = await Promise.all([
      backToShop(t, mario, back),
      backToShop(t, mario, back),
      backToShop(t, mario, back),
    ]);
    expect(new Set(landed)).toEqual(new Set([`/profile/orders/${orderId}?due_payment=completed`]));
    const paid = await documentOf('FT twice');
    expect(paid.status).toBe('paid');
    expect(paid.paymentAmount).toBe(25.5);
    const attempts = await attemptsOf(doc.dueDocumentId);
    expect(attempts.map((a) => [a.transactionStatusId, a.capturedCents])).toEqual([
      [TRANSACTION_STATUS.CONFIRMED, 2_550],
    ]);
  });

  it('two payments of one document racing: one is charged, the other released', async () => {
    const doc = await extraDocument('FT race', 3_000);
    // Two tabs: both start a payment at once, and both pages are paid.
    const started = await Promise.all([pay(doc.dueDocumentId), pay(doc.dueDocumentId)]);
    const urls = started.map((res) => bought(res).paymentUrl!);
    expect(new Set(urls).size).toBe(2);
    const backs = await Promise.all(urls.map((url) => submitCard(url)));
    await Promise.all(backs.map((back) => backToShop(t, mario, back)));
    const paid = await documentOf('FT race');
    expect(paid.status).toBe('paid');
    expect(paid.paymentAmount).toBe(30);
    const attempts = await attemptsOf(doc.dueDocumentId);
    expect(attempts).toHaveLength(2);
    expect(attempts.filter((a) => a.capturedCents > 0).map((a) => a.capturedCents)).toEqual([
      3_000,
    ]);
    // The page that lost was never charged: its reservation was released.
    const statuses = await t.database.db
      .select({ status: acquirerPayments.status })
      .from(acquirerPayments)
      .where(like(acquirerPayments.merchantReference, `%${doc.docReferenceNumber}%`));
    expect(statuses.map((s) => s.status).sort()).toEqual(['captured', 'voided']);
  });
});

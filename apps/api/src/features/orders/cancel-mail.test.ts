import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { mailOutbox, orders } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { post } from '../../test/cart-support';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

async function placeOrder(cookies: Cookies, paymentTypeId: number) {
  await fillCart(t, cookies, 1);
  expect(body(await prepare(t, cookies)).response.status).toBe(0);
  return bought(await buy(t, cookies, `payment_type_id=${paymentTypeId}`)).order;
}

const mailsOf = (orderId: number, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.kind, kind), sql`${mailOutbox.subject} like ${`Ordine n. ${orderId} %`}`),
    );

describe('the mail of a cancelled order', () => {
  it('tells the shopper who cancelled, once, in the brand’s words', async () => {
    const [cookies] = (await newShoppers(t, 1, 'cancel-mail')) as [Cookies];
    const order = await placeOrder(cookies, 2);
    const cancel = () =>
      post(t, `/ebsn/api/order/delete?order_id=${order.orderId}`, undefined, cookies);
    expect(body(await cancel()).response.status).toBe(0);

    const [mail, ...more] = await mailsOf(order.orderId, 'order.cancelled');
    expect(more).toEqual([]);
    const brand = t.app.brands.resolve(undefined);
    expect(mail).toMatchObject({
      subject: `Ordine n. ${order.orderId} annullato — ${brand.name}`,
      toAddress: 'cliente-cancel-mail-0@esempio.it',
    });
    expect(mail!.text).toContain('è stato annullato come hai richiesto.');
    expect(mail!.text).toContain('Non ti è stato addebitato nulla.');
    expect(mail!.html).toContain(`/profile/orders/${order.orderId}`);

    // Refused the second time: nothing more is queued.
    expect(body(await cancel()).response.errors[0]!.code).toBe('order.not_cancellable');
    expect(await mailsOf(order.orderId, 'order.cancelled')).toHaveLength(1);
  });

  it('tells the shopper whose unpaid order the job cancelled', async () => {
    const [cookies] = (await newShoppers(t, 1, 'unpaid-mail')) as [Cookies];
    const order = await placeOrder(cookies, 12);
    await t.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.orderId, order.orderId));
    await t.app.jobs.runDue();
    const mails = await mailsOf(order.orderId, 'order.cancelled-unpaid');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(new RegExp(`^Ordine n. ${order.orderId} annullato — `));
    expect(mails[0]!.text).toContain('perché il pagamento non è stato completato');
    expect(await mailsOf(order.orderId, 'order.cancelled')).toEqual([]);
  });
});

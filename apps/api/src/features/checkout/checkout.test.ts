import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox, orders, products, timeslotDays, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { cartProductCount, formatEuro } from '@spesa/domain';
import {
  cartOf,
  chooseDelivery,
  pickProducts,
  plainPiece,
  post,
  viewCart,
} from '../../test/cart-support';
import {
  backToShop,
  bought,
  buy,
  fillCart,
  payByCard,
  prepare,
  reachMinimum,
  viewOrder,
} from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { TEST_CARDS } from '../../adapters/payments';

const CARD = 12;
const ON_DELIVERY = 2;
const card = (kind: keyof typeof TEST_CARDS) => TEST_CARDS[kind].number;

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

async function preparedShopper(tag: string, lines = 3): Promise<Cookies> {
  const [cookies] = await newShoppers(t, 1, tag);
  await fillCart(t, cookies!, lines);
  const prepared = await prepare(t, cookies!);
  expect(body(prepared).response.status).toBe(0);
  expect(cartOf(prepared).cartStatusId).toBe(7);
  return cookies!;
}

describe('checkout/prepare', () => {
  it('refuses an empty cart, and a cart without a chosen slot', async () => {
    const [cookies] = await newShoppers(t, 1, 'prep-empty');
    const res = body(await prepare(t, cookies!));
    expect(res.response.errors[0]).toMatchObject({
      code: 'checkout.empty_cart',
      error: 'Il carrello è vuoto.',
    });
  });

  it('refuses goods below the brand minimum of 25,00 €, saying what is missing', async () => {
    const [cookies] = await newShoppers(t, 1, 'prep-minimum');
    await chooseDelivery(t, cookies!);
    const [piece] = await pickProducts(t, plainPiece, 1);
    const add = (quantity: number) =>
      post(
        t,
        '/ebsn/api/cart/add',
        { items: [{ productId: piece!.productId, quantity }] },
        cookies!,
      );
    await add(1);
    const small = await viewCart(t, cookies!);
    const missingCents = 25_00 - piece!.priceCents;
    expect(small.minimumOrder).toEqual({ minimum: 25, missing: missingCents / 100 });
    const refused = body(await prepare(t, cookies!));
    expect(refused.response.status).not.toBe(0);
    expect(refused.response.errors[0]).toEqual({
      code: 'checkout.below_minimum',
      error: `L’ordine minimo è di ${formatEuro(25_00)}: aggiungi prodotti per ${formatEuro(missingCents)}.`,
      field: 'minimumOrder',
    });
    expect((await viewCart(t, cookies!)).cartStatusId).not.toBe(7);

    await add(Math.ceil(missingCents / piece!.priceCents));
    expect((await viewCart(t, cookies!)).minimumOrder.missing).toBe(0);
    expect(body(await prepare(t, cookies!)).response.status).toBe(0);
  });

  it('asks for the invoice data when an invoice is wanted', async () => {
    const [cookies] = await newShoppers(t, 1, 'prep-invoice');
    await fillCart(t, cookies!);
    await post(
      t,
      '/ebsn/api/cart/update-cart-info',
      { property: 'need_invoice', value: 'true' },
      cookies!,
    );
    const res = body(await prepare(t, cookies!));
    expect(res.response.errors[0]!.code).toBe('checkout.invoice_data_missing');
  });
});

describe('invoice data', () => {
  const valid = {
    personType: 'company',
    companyName: 'Rossi Alimentari S.r.l.',
    vatNumber: '01234567897',
    sdiCode: 'ABC1234',
    address1: 'Via Indipendenza',
    addressNumber: '12',
    postalcode: '40121',
    city: 'Bologna',
    province: 'bo',
  };
  it.each([
    [
      'fiscalCode',
      { personType: 'private', firstName: 'Mario', lastName: 'Rossi', fiscalCode: 'RSSMRA80A01' },
      'Formato non corretto',
    ],
    ['vatNumber', { vatNumber: '0123456789' }, 'P.Iva e C.F. devono avere 11 cifre'],
    ['sdiCode', { sdiCode: 'ABCD1234' }, 'Il campo deve essere lungo 7 caratteri'],
    ['pec', { pec: 'non-una-mail' }, 'Digitare una e-mail valida'],
  ])(
    'refuses a wrong %s with its Italian message and saves nothing',
    async (field, change, message) => {
      const [cookies] = await newShoppers(t, 1, `inv-${field}`);
      const res = await post(
        t,
        '/ebsn/api/registration/update_billing_address',
        { ...valid, ...change },
        cookies!,
      );
      expect(res.statusCode).toBe(400);
      expect(body(res).response.errors[0]).toMatchObject({ field, error: message });
      const detail = body(
        await t.app.inject({ url: '/ebsn/api/registration/user_detail', cookies: cookies! }),
      );
      expect(detail.data.billingAddress).toBeNull();
    },
  );

  it('saves valid data (province upper-cased) and lets the invoiced cart be prepared', async () => {
    const [cookies] = await newShoppers(t, 1, 'inv-ok');
    const saved = body(
      await post(t, '/ebsn/api/registration/update_billing_address', valid, cookies!),
    );
    expect(saved.response.status).toBe(0);
    expect(saved.data.billingAddress).toMatchObject({ province: 'BO', sdiCode: 'ABC1234' });
    await fillCart(t, cookies!);
    await post(
      t,
      '/ebsn/api/cart/update-cart-info',
      { property: 'need_invoice', value: 'true' },
      cookies!,
    );
    expect(body(await prepare(t, cookies!)).response.status).toBe(0);
    // A company is offered deferred payment and the summary invoice.
    const types = body(
      await t.app.inject({ url: '/ebsn/api/payment-type/list', cookies: cookies! }),
    );
    expect(
      (types.data.paymentTypes as { paymentTypeId: number }[]).map((p) => p.paymentTypeId),
    ).toEqual([12, 13, 2, 11, 101]);
  });
});

describe('checkout/buy', () => {
  it('places an order paid on delivery at once, empties the cart and queues the confirmation mail', async () => {
    const cookies = await preparedShopper('buy-delivery');
    const before = await viewCart(t, cookies);
    const res = await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`);
    const { order, paymentUrl } = bought(res);
    expect(paymentUrl).toBeNull();
    expect(order).toMatchObject({
      orderStatusId: 3,
      orderStatusDescr: 'Ordinato',
      paymentState: 'offline',
    });
    expect(order.totalPrice).toBe(before.totalPrice);
    const after = await viewCart(t, cookies);
    expect(after.cartId).not.toBe(before.cartId);
    expect(after.cartItems).toHaveLength(0);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order.confirmed'));
    expect(mails.some((m) => m.subject.includes(`Conferma ordine n. ${order.orderId}`))).toBe(true);
  });

  it('counts the products of the order as the cart counts them: pieces, not lines', async () => {
    const [cookies] = await newShoppers(t, 1, 'buy-count');
    await chooseDelivery(t, cookies!);
    const picked = await pickProducts(t, plainPiece, 2);
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: picked.map((p, i) => ({ productId: p.productId, quantity: i === 0 ? 3 : 1 })) },
      cookies!,
    );
    await reachMinimum(t, cookies!);
    const { cartItems } = await viewCart(t, cookies!);
    const filler = cartItems.find((i) => !picked.some((p) => p.productId === i.product.productId));
    const counted = cartProductCount(cartItems);
    expect(cartItems).toHaveLength(3);
    expect(counted).toBe(4 + filler!.quantity);
    await prepare(t, cookies!);
    const { order } = bought(await buy(t, cookies!, `payment_type_id=${ON_DELIVERY}`));
    expect(order.totalItems).toBe(counted);
    expect((await viewOrder(t, cookies!, order.orderId)).totalItems).toBe(counted);
    const listed = await t.app.inject({ url: '/ebsn/api/order/list', cookies: cookies! });
    expect(
      (body(listed).data as unknown as { data: { orders: { totalItems: number }[] } }).data
        .orders[0]!.totalItems,
    ).toBe(counted);
  });

  it('shows the town of a home address as a name, not in capitals, on the order and in its mail', async () => {
    const [cookies] = await newShoppers(t, 1, 'buy-town');
    const saved = await post(
      t,
      '/ebsn/api/user-address/update',
      {
        addressName: 'Casa',
        doorbellName: 'Rossi',
        referencePhoneNumber: '333 1234567',
        address1: 'via zamboni',
        addressNumber: '33',
        city: 'bologna',
        postalcode: '40126',
        province: 'bo',
        floor: '',
        addressNote: '',
        elevator: false,
      },
      cookies!,
    );
    const home = (body(saved).data as unknown as { data: { addressId: number } }).data;
    await chooseDelivery(t, cookies!, { type: 'home', id: home.addressId });
    const [product] = await pickProducts(t, plainPiece, 1);
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: [{ productId: product!.productId, quantity: 1 }] },
      cookies!,
    );
    await reachMinimum(t, cookies!);
    await prepare(t, cookies!);
    const { order } = bought(await buy(t, cookies!, `payment_type_id=${ON_DELIVERY}`));
    expect(order.deliveryAddressDescr).toBe('Via Zamboni 33, Bologna');
    expect((await viewOrder(t, cookies!, order.orderId)).deliveryAddressDescr).toBe(
      'Via Zamboni 33, Bologna',
    );
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like ${`%Conferma ordine n. ${order.orderId}%`}`);
    expect(mail!.text).toContain('40126 Bologna (BO)');
    expect(mail!.text).not.toContain('BOLOGNA');
  });

  it('starts the next cart at the address the order went to, without its slot', async () => {
    const cookies = await preparedShopper('buy-next-cart');
    const before = await viewCart(t, cookies);
    expect(before.shippingAddress).toMatchObject({ autoAssigned: false });
    bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`));
    const next = await viewCart(t, cookies);
    expect(next.cartId).not.toBe(before.cartId);
    expect(next.shippingAddress).toMatchObject({
      addressId: before.shippingAddress!.addressId,
      autoAssigned: false,
    });
    expect(next.timeslot).toBeNull();
  });

  it('counts each bought product once more in its popularity (search ties, listings)', async () => {
    const cookies = await preparedShopper('buy-popularity');
    const ids = (await viewCart(t, cookies)).cartItems.map((i) => i.product.productId);
    const popularity = async () =>
      new Map(
        (
          await t.database.db
            .select({ id: products.productId, n: products.popularity })
            .from(products)
            .where(inArray(products.productId, ids))
        ).map((r) => [r.id, r.n]),
      );
    const before = await popularity();
    bought(await buy(t, cookies, `payment_type_id=${ON_DELIVERY}`));
    const after = await popularity();
    for (const id of ids) expect(after.get(id)).toBe(before.get(id)! + 1);
  });

  it('refuses a cart that was not prepared', async () => {
    const [cookies] = await newShoppers(t, 1, 'buy-unprepared');
    await fillCart(t, cookies!);
    const res = body(await buy(t, cookies!, `payment_type_id=${ON_DELIVERY}`));
    expect(res.response.errors[0]!.code).toBe('checkout.not_prepared');
  });

  it('refuses a cart changed in another tab after prepare, and charges nothing', async () => {
    const cookies = await preparedShopper('buy-changed');
    const cart = await viewCart(t, cookies);
    const line = cart.cartItems[0]!;
    await post(
      t,
      '/ebsn/api/cart/update',
      { items: [{ itemId: line.itemId, quantity: 2 }] },
      cookies,
    );
    const res = body(await buy(t, cookies, `payment_type_id=${CARD}`));
    expect(res.response.errors[0]).toMatchObject({ code: 'checkout.cart_changed' });
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.cartId, cart.cartId));
    expect(row!.n).toBe(0);
  });

  it('makes one order when the button is pressed twice', async () => {
    const cookies = await preparedShopper('buy-twice');
    const first = bought(await buy(t, cookies, `payment_type_id=${CARD}`));
    const second = bought(await buy(t, cookies, `payment_type_id=${CARD}`));
    expect(second.order.orderId).toBe(first.order.orderId);
    // The second press sends the shopper to the same payment page.
    expect(second.paymentUrl).toBe(first.paymentUrl);
  });

  it('refuses a payment type the brand does not offer to private customers', async () => {
    const cookies = await preparedShopper('buy-deferred');
    const res = body(await buy(t, cookies, 'payment_type_id=11'));
    expect(res.response.errors[0]).toMatchObject({
      code: 'checkout.payment_type_not_offered',
      field: 'payment_type_id',
    });
  });
});

describe('card payment through the test acquirer', () => {
  it('authorises the pre-authorised amount and shows the completed page', async () => {
    const cookies = await preparedShopper('card-ok');
    const prebilled = body(
      await t.app.inject({
        url: `/ebsn/api/checkout/prebilled-amount?payment_type_id=${CARD}`,
        cookies,
      }),
    );
    const saveCard = encodeURIComponent(JSON.stringify({ save_card: true }));
    const { order, paymentUrl } = bought(
      await buy(t, cookies, `payment_type_id=${CARD}&payment_data=${saveCard}`),
    );
    expect(order).toMatchObject({ orderStatusId: 1, paymentState: 'pending', isPayable: true });
    expect(order.prebilledAmount).toBe(prebilled.data.prebilledAmount);
    expect(paymentUrl).toMatch(/\/pay\/checkout\/pay_/);
    const result = await payByCard(t, cookies, paymentUrl!, card('success'), { remember: 'on' });
    expect(result).toBe(`/cart/payment-completed/${order.orderId}`);
    const paid = await viewOrder(t, cookies, order.orderId);
    expect(paid).toMatchObject({ orderStatusId: 3, paymentState: 'authorized', payBy: null });
    expect(paid.transactions.at(-1)).toMatchObject({
      transactionStatusId: 2,
      authorizedAmount: order.prebilledAmount,
    });
    const auths = body(
      await t.app.inject({
        url: `/ebsn/api/payment-type/list-auth?payment_type_id=${CARD}`,
        cookies,
      }),
    );
    expect(auths.data.auths).toEqual([expect.objectContaining({ creditCard: '•••• 4242' })]);
  });

  it('suspends the order on a declined card, then lets the shopper pay on delivery', async () => {
    const cookies = await preparedShopper('card-declined');
    const { order, paymentUrl } = bought(await buy(t, cookies, `payment_type_id=${CARD}`));
    const result = await payByCard(t, cookies, paymentUrl!, card('declined'));
    expect(result).toBe(`/cart/payment-error/${order.orderId}`);
    const failed = await viewOrder(t, cookies, order.orderId);
    expect(failed).toMatchObject({
      orderStatusId: 1,
      orderStatusDescr: 'In attesa di pagamento',
      paymentState: 'failed',
      paymentError: 'La carta è stata rifiutata dalla banca.',
      isPayable: true,
    });
    const retry = bought(
      await post(t, `/ebsn/api/order/payment?order_id=${order.orderId}`, undefined, cookies),
    );
    expect(retry.paymentUrl).toMatch(/\/pay\/checkout\//);
    const switched = bought(
      await post(
        t,
        `/ebsn/api/order/modify-payment-type?order_id=${order.orderId}&payment_type_id=${ON_DELIVERY}`,
        undefined,
        cookies,
      ),
    );
    expect(switched).toMatchObject({
      paymentUrl: null,
      order: { orderStatusId: 3, paymentState: 'offline' },
    });
  });

  it('goes through 3-D Secure', async () => {
    const cookies = await preparedShopper('card-3ds');
    const { order, paymentUrl } = bought(await buy(t, cookies, `payment_type_id=${CARD}`));
    const submitted = await t.app.inject({
      method: 'POST',
      url: new URL(paymentUrl!, 'http://x').pathname,
      payload: new URLSearchParams({
        number: card('threeDSecure'),
        expiry: '12/34',
        cvc: '123',
        holder: 'Mario Rossi',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const challenge = new URL(submitted.headers.location as string, 'http://x').pathname;
    expect(challenge).toMatch(/^\/pay\/challenge\//);
    const answered = await t.app.inject({
      method: 'POST',
      url: challenge,
      payload: 'answer=confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await backToShop(t, cookies, answered.headers.location as string)).toBe(
      `/cart/payment-completed/${order.orderId}`,
    );
  });

  it("answers another shopper's order as not found, everywhere", async () => {
    const cookies = await preparedShopper('card-owner');
    const { order } = bought(await buy(t, cookies, `payment_type_id=${CARD}`));
    const [other] = await newShoppers(t, 1, 'card-intruder');
    const view = body(
      await t.app.inject({
        url: `/ebsn/api/order/view?order_id=${order.orderId}`,
        cookies: other!,
      }),
    );
    expect(view.response.errors[0]).toMatchObject({
      code: 'order.not_found',
      error: 'Ordine non trovato',
    });
    const pay = body(
      await post(t, `/ebsn/api/order/payment?order_id=${order.orderId}`, undefined, other!),
    );
    expect(pay.response.errors[0]!.code).toBe('order.not_found');
    const prebilled = body(
      await t.app.inject({
        url: `/ebsn/api/checkout/prebilled-amount?payment_type_id=12&order_id=${order.orderId}`,
        cookies: other!,
      }),
    );
    expect(prebilled.response.errors[0]!.code).toBe('order.not_found');
    const back = await t.app.inject({
      url: `/ebsn/api/payment/return?order_id=${order.orderId}&transaction_id=1`,
      cookies: other!,
    });
    expect(back.headers.location).toBe('/not-found');
  });
});

describe('payment notifications', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/payment/notify/test-acquirer',
      payload: JSON.stringify({ eventId: 'evt_x', payment: {} }),
      headers: { 'content-type': 'application/json', 'x-acquirer-signature': 't=1,v1=00' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.code).toBe('payment.notification_rejected');
  });
});

describe('unpaid orders', () => {
  it('are cancelled after the delay, giving back their slot place and their stock', async () => {
    const cookies = await preparedShopper('unpaid', 1);
    const { order } = bought(await buy(t, cookies, `payment_type_id=${CARD}`));
    const [placed] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, order.orderId));
    const slotBefore = await t.database.db
      .select()
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, placed!.timeslotDayId));
    const [line] = (await viewOrder(t, cookies, order.orderId)).items;
    const stockOf = async () =>
      (
        await t.database.db
          .select()
          .from(warehouseProducts)
          .where(
            and(
              eq(warehouseProducts.warehouseId, placed!.warehouseId),
              eq(warehouseProducts.productId, line!.productId),
            ),
          )
      )[0]!.available;
    const stockBefore = await stockOf();
    // The shopper left the acquirer's page; the delay passes.
    await t.database.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.orderId, order.orderId));
    await t.app.jobs.runDue();
    const cancelled = await viewOrder(t, cookies, order.orderId);
    expect(cancelled).toMatchObject({
      orderStatusId: 10,
      paymentState: 'cancelled',
      isPayable: false,
    });
    const slotAfter = await t.database.db
      .select()
      .from(timeslotDays)
      .where(eq(timeslotDays.timeslotDayId, placed!.timeslotDayId));
    expect(slotAfter[0]!.orderedCount).toBe(slotBefore[0]!.orderedCount - 1);
    expect(await stockOf()).toBe(stockBefore + line!.quantity);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'order.cancelled-unpaid'));
    expect(mails.some((m) => m.subject.includes(String(order.orderId)))).toBe(true);
  });
});

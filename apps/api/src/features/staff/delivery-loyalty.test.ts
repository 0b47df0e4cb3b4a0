import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GiftCertificateListResponseSchema,
  UserPointsResponseSchema,
  loyaltyOnDelivery,
} from '@spesa/domain';
import { loyaltyMovements, mailOutbox, orders } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { post, viewCart } from '../../test/cart-support';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { LOYALTY_VOUCHERS_KIND, creditLoyalty } from '../gift-certificates';
import { boardDates } from './board';
import { PICKER, staffLogin } from '../../test/staff-support';

/*
 * Issue 29: a delivery credits the order's points once, and turns every full
 * 500 points of the balance into a 5 € voucher, as the cart promised; the
 * shopper finds the vouchers in 'Buoni e punti', by mail, and can use them.
 */

const ON_DELIVERY = 2;
const HOME_DELIVERY = 2;

let t: TestApp;
let picker: Cookies;
let shopper: Cookies;
let other: Cookies;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  [shopper, other] = (await newShoppers(t, 2, 'loyalty-delivery')) as [Cookies, Cookies];
});
afterAll(() => t.close());

const setStatus = (orderId: number, statusId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/ebsn/api/staff/order/status',
    payload: { order_id: orderId, status_id: statusId },
    cookies: picker,
  });

async function points(cookies: Cookies) {
  const res = await t.app.inject({ url: '/ebsn/api/user-points/list', cookies });
  return UserPointsResponseSchema.parse(body(res).data);
}

async function assigned(cookies: Cookies) {
  const res = await t.app.inject({
    url: '/ebsn/api/giftcertificate/list-manual-assigned',
    cookies,
  });
  return GiftCertificateListResponseSchema.parse(body(res).data).giftCertificates;
}

describe('loyalty points at delivery', () => {
  it('credits the order once and issues the vouchers the cart promised, usable in the cart', async () => {
    await fillCart(t, shopper);
    const cart = await viewCart(t, shopper);
    // The shopper joined with 1,250 points: the cart promises what the delivery will issue.
    await t.database.db.insert(loyaltyMovements).values({
      userId: cart.user.userId,
      reason: 'welcome',
      points: 1250,
      description: 'Punti di benvenuto nel programma fedeltà',
      at: new Date(Date.now() - 86_400_000),
    });
    const promised = (await viewCart(t, shopper)).giftCertificatesToGenerate;
    expect(promised.length).toBeGreaterThanOrEqual(2);
    expect((await viewCart(t, shopper)).userPoints).toEqual({ LOYALTY: { value: 1250 } });

    expect(body(await prepare(t, shopper)).response.status).toBe(0);
    const { orderId } = bought(await buy(t, shopper, `payment_type_id=${ON_DELIVERY}`)).order;
    await t.database.db
      .update(orders)
      .set({ deliveryDate: boardDates(new Date())[0]!, deliveryServiceId: HOME_DELIVERY })
      .where(eq(orders.orderId, orderId));
    for (const status of [4, 6, 7, 8])
      expect(body(await setStatus(orderId, status)).response.status).toBe(0);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderId, orderId));
    const earned = order!.loyaltyPoints;
    expect(earned).toBeGreaterThan(0);
    const expected = loyaltyOnDelivery(1250, earned);
    expect(expected.vouchers).toBe(promised.length);

    const history = await points(shopper);
    expect(history.balance).toBe(expected.balance);
    expect(history.balance).toBe(history.history.reduce((sum, m) => sum + m.points, 0));
    expect(history.history.filter((m) => m.reason === 'order')).toEqual([
      expect.objectContaining({ orderId, points: earned }),
    ]);
    const spent = history.history.filter((m) => m.reason === 'voucher');
    expect(spent.map((m) => m.points)).toEqual(promised.map(() => -500));

    const vouchers = await assigned(shopper);
    expect(vouchers).toHaveLength(promised.length);
    for (const v of vouchers)
      expect(v).toMatchObject({
        kind: 'amount',
        value: 5,
        description: promised[0]!.description,
        used: false,
        expired: false,
      });

    // The mail, queued with the delivery, gives the codes.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, LOYALTY_VOUCHERS_KIND), like(mailOutbox.text, `%${orderId}%`)),
      );
    for (const v of vouchers) expect(mail!.text).toContain(v.code);

    // Crediting the same order again (a retried delivery) moves nothing.
    const again = await t.database.db.transaction((tx) => creditLoyalty(tx, t.app, order!, earned));
    expect(again).toEqual([]);
    expect(await points(shopper)).toEqual(history);
    expect(await assigned(shopper)).toHaveLength(vouchers.length);

    // A voucher takes 5 € off its owner's next cart; to anyone else it is an unknown code.
    await fillCart(t, shopper);
    const code = vouchers[0]!.code;
    const added = body(
      await post(t, `/ebsn/api/cart-giftcertificate/add_code?code=${code}`, undefined, shopper),
    );
    expect(added.response.errors).toEqual([]);
    const next = await viewCart(t, shopper);
    expect(next.giftCertificates).toEqual([expect.objectContaining({ code, amount: 5 })]);
    expect(next.giftTotal).toBe(5);

    await fillCart(t, other);
    const refused = body(
      await post(t, `/ebsn/api/cart-giftcertificate/add_code?code=${code}`, undefined, other),
    );
    expect(refused.response.errors[0]).toMatchObject({ code: 'giftcertificate.invalid' });
  });
});

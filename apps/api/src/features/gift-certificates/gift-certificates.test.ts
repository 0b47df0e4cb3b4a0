import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  GiftCertificateListResponseSchema,
  ORDER_STATUS,
  UserPointsResponseSchema,
  type UserGiftCertificate,
} from '@spesa/domain';
import { giftCertificates, orders, userGiftCertificates, users } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { login, newShoppers, type Cookies } from '../../test/shoppers';

/*
 * docs/rules/account.md Other user data: the shopper's gift certificates (list and
 * list-manual-assigned) and loyalty points (user-points/list), each read with
 * the shopper as owner.
 */

const DEMO = 'mario.rossi@esempio.it';
const DELIVERED: number[] = [ORDER_STATUS.DELIVERED, ORDER_STATUS.PARTIALLY_DELIVERED];

let t: TestApp;
let demo: Cookies;
let demoUserId: number;
let brandId: string;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  brandId = t.app.brands.resolve(undefined).brandId;
  demo = await login(t, DEMO);
  const [user] = await t.database.db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.login, DEMO)));
  demoUserId = user!.userId;
});
afterAll(() => t.close());

async function certificates(cookies: Cookies, list: 'list' | 'list-manual-assigned') {
  const res = await t.app.inject({ url: `/ebsn/api/giftcertificate/${list}`, cookies });
  expect(res.statusCode).toBe(200);
  const envelope = body(res);
  expect(envelope.response.status).toBe(0);
  return GiftCertificateListResponseSchema.parse(envelope.data).giftCertificates;
}

async function points(cookies: Cookies) {
  const res = await t.app.inject({ url: '/ebsn/api/user-points/list', cookies });
  expect(res.statusCode).toBe(200);
  return UserPointsResponseSchema.parse(body(res).data);
}

async function certificateId(code: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: giftCertificates.giftCertificateId })
    .from(giftCertificates)
    .where(and(eq(giftCertificates.brandId, brandId), eq(giftCertificates.code, code)));
  return row!.id;
}

const codes = (list: UserGiftCertificate[]) => list.map((c) => c.code);

describe('giftcertificate/list-manual-assigned', () => {
  it('shows the demo shopper the certificates the shop gave them: code, value, expiry, used or not', async () => {
    const all = await certificates(demo, 'list-manual-assigned');
    // The loyalty vouchers, without an end, come after the personal code and before the expired one.
    const order = all.map((c) => (c.code.startsWith('PUNTI') ? 'PUNTI' : c.code));
    expect([order[0], new Set(order.slice(1, -1)), order.at(-1)]).toEqual([
      'GRAZIEMARIO5',
      new Set(['PUNTI']),
      'ESTATE2020',
    ]);
    const list = all.filter((c) => !c.code.startsWith('PUNTI'));
    expect(list).toEqual([
      expect.objectContaining({
        code: 'GRAZIEMARIO5',
        description: 'Un regalo per te: 5 € di sconto sulla prossima spesa',
        kind: 'amount',
        value: 5,
        minSpend: 25,
        validUntil: '2027-12-31T22:59:59.000Z',
        expired: false,
        used: false,
        orderId: null,
      }),
      expect.objectContaining({
        code: 'ESTATE2020',
        kind: 'percent',
        value: 20,
        validUntil: '2020-08-31T22:00:00.000Z',
        expired: true,
        used: false,
      }),
    ]);
  });

  it('is used once an order of the shopper redeemed the code', async () => {
    const [order] = await t.database.db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.userId, demoUserId), eq(orders.orderStatusId, ORDER_STATUS.DELIVERED)))
      .orderBy(desc(orders.orderId))
      .limit(1);
    const personal = await certificateId('GRAZIEMARIO5');
    const [redeemed] = await t.database.db
      .insert(userGiftCertificates)
      .values({ giftCertificateId: personal, userId: demoUserId, orderId: order!.orderId })
      .returning();

    const assigned = await certificates(demo, 'list-manual-assigned');
    expect(assigned.find((c) => c.code === 'GRAZIEMARIO5')).toMatchObject({
      used: true,
      orderId: order!.orderId,
    });
    // The redemption itself is one of the codes the shopper has used.
    expect(await certificates(demo, 'list')).toEqual([
      expect.objectContaining({ code: 'GRAZIEMARIO5', used: true, orderId: order!.orderId }),
    ]);

    await t.database.db
      .delete(userGiftCertificates)
      .where(eq(userGiftCertificates.userGiftCertificateId, redeemed!.userGiftCertificateId));
  });
});

describe('giftcertificate/list', () => {
  it("lists a code on the shopper's cart, not used yet, and never another shopper's", async () => {
    const [first, second] = await newShoppers(t, 2, 'gift-list');
    expect(await certificates(first!, 'list')).toEqual([]);

    const added = body(
      await t.app.inject({
        method: 'POST',
        url: '/ebsn/api/cart-giftcertificate/add_code?code=BENVENUTO10',
        cookies: first!,
      }),
    );
    expect(added.response.errors).toEqual([]);

    expect(await certificates(first!, 'list')).toEqual([
      expect.objectContaining({
        code: 'BENVENUTO10',
        description: '10% di sconto sulla spesa',
        kind: 'percent',
        value: 10,
        validUntil: null,
        expired: false,
        used: false,
        orderId: null,
      }),
    ]);
    // Neither the other shopper nor the demo shopper sees it; nor does anyone see the demo's.
    expect(await certificates(second!, 'list')).toEqual([]);
    expect(await certificates(second!, 'list-manual-assigned')).toEqual([]);
    expect(codes(await certificates(demo, 'list'))).not.toContain('BENVENUTO10');
    expect(codes(await certificates(first!, 'list-manual-assigned'))).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const url of [
      '/ebsn/api/giftcertificate/list',
      '/ebsn/api/giftcertificate/list-manual-assigned',
      '/ebsn/api/user-points/list',
    ])
      expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});

describe('user-points/list', () => {
  it("answers the balance as the sum of the history: each delivered order's points, the vouchers, the gifts", async () => {
    const answer = await points(demo);
    expect(answer.balance).toBe(1250);
    expect(answer.history.reduce((sum, m) => sum + m.points, 0)).toBe(answer.balance);

    const rows = await t.database.db
      .select({
        orderId: orders.orderId,
        orderStatusId: orders.orderStatusId,
        points: orders.loyaltyPoints,
      })
      .from(orders)
      .where(eq(orders.userId, demoUserId));
    const delivered = rows.filter((o) => DELIVERED.includes(o.orderStatusId) && o.points > 0);
    const ended = rows.filter((o) => !DELIVERED.includes(o.orderStatusId));
    expect(delivered.length).toBeGreaterThan(0);
    const credits = answer.history.filter((m) => m.reason === 'order');
    expect(credits.map((m) => [m.orderId, m.points]).sort()).toEqual(
      delivered.map((o) => [o.orderId, o.points]).sort(),
    );
    for (const order of ended)
      expect(answer.history.some((m) => m.orderId === order.orderId)).toBe(false);

    // Every voucher movement is one 5 € voucher the shopper holds, and the other way round.
    const vouchers = answer.history.filter((m) => m.reason === 'voucher');
    expect(vouchers.length).toBeGreaterThan(0);
    for (const m of vouchers) expect(m.points).toBe(-500);
    const issued = (await certificates(demo, 'list-manual-assigned')).filter((c) =>
      c.code.startsWith('PUNTI'),
    );
    expect(issued).toHaveLength(vouchers.length);
    for (const c of issued) {
      expect(c).toMatchObject({ kind: 'amount', value: 5, minSpend: 0, expired: false });
      expect(vouchers.some((m) => m.description.includes(c.code))).toBe(true);
    }

    const placed = rows.filter(
      (o) =>
        !DELIVERED.includes(o.orderStatusId) &&
        !([ORDER_STATUS.CANCELLED, ORDER_STATUS.NOT_COLLECTED] as number[]).includes(
          o.orderStatusId,
        ),
    );
    expect(answer.reserved).toBe(placed.reduce((sum, o) => sum + o.points, 0));
    const dates = answer.history.map((m) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers nothing of anyone else to a new shopper', async () => {
    const [cookies] = await newShoppers(t, 1, 'points');
    expect(await points(cookies!)).toEqual({ balance: 0, reserved: 0, history: [] });
  });
});

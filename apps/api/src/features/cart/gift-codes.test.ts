import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CART_MESSAGES, formatEuro } from '@spesa/domain';
import { giftCertificates, userGiftCertificates, users } from '../../db/schema';
import { issueLoyaltyVoucher } from '../gift-certificates';
import { body, build, type TestApp } from '../../test/helper';
import {
  cartOf,
  chooseDelivery,
  pickProduct,
  plainPiece,
  post,
  viewCart,
  type PickedProduct,
} from '../../test/cart-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

/*
 * Discount codes (docs/rules/cart.md) and the race docs/architecture.md#the-api-contract says must hold: a
 * single-use code is redeemed once, however many carts ask at the same time.
 */

let t: TestApp;
let piece: PickedProduct;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  piece = await pickProduct(t, plainPiece);
});
afterAll(() => t.close());

const check = (cookies: Cookies, code: string) =>
  t.app.inject({
    url: `/ebsn/api/cart-giftcertificate/check?code=${encodeURIComponent(code)}`,
    cookies,
  });
const addCode = (cookies: Cookies, code: string) =>
  post(
    t,
    `/ebsn/api/cart-giftcertificate/add_code?code=${encodeURIComponent(code)}`,
    undefined,
    cookies,
  );
const removeCode = (cookies: Cookies, code: string) =>
  post(
    t,
    `/ebsn/api/cart-giftcertificate/remove_code?code=${encodeURIComponent(code)}`,
    undefined,
    cookies,
  );

/** A shopper whose cart holds goods for about `euros`. */
async function shopperWithGoods(tag: string, euros: number): Promise<Cookies> {
  const [cookies] = await newShoppers(t, 1, tag);
  await chooseDelivery(t, cookies!);
  const quantity = Math.max(1, Math.ceil((euros * 100) / piece.priceCents));
  await post(
    t,
    '/ebsn/api/cart/add',
    { items: [{ productId: piece.productId, quantity }] },
    cookies!,
  );
  return cookies!;
}

async function redemptionsOf(code: string): Promise<number> {
  const brandId = t.app.brands.resolve(undefined).brandId;
  const [row] = await t.database.db
    .select({ redemptions: giftCertificates.redemptions })
    .from(giftCertificates)
    .where(and(eq(giftCertificates.brandId, brandId), eq(giftCertificates.code, code)));
  return row!.redemptions;
}

describe('cart-giftcertificate/check', () => {
  it('describes a valid code, typed in any case', async () => {
    const [cookies] = await newShoppers(t, 1, 'check');
    const res = body(await check(cookies!, ' benvenuto10 '));
    expect(res.response.status).toBe(0);
    expect(res.data).toMatchObject({
      giftCertificate: { code: 'BENVENUTO10', description: '10% di sconto sulla spesa' },
    });
  });

  it.each([
    ['an unknown code', 'NONESISTE', 'giftcertificate.invalid', CART_MESSAGES.giftInvalid],
    ['an expired code', 'ESTATE2020', 'giftcertificate.expired', CART_MESSAGES.giftExpired],
  ])('refuses %s with the Italian text', async (_name, code, errorCode, text) => {
    const [cookies] = await newShoppers(t, 1, `bad-${code}`);
    const res = body(await check(cookies!, code));
    expect(res.response.errors[0]).toMatchObject({ code: errorCode, error: text, field: 'code' });
  });

  it('answers 400 naming the code to a 5,000-character one', async () => {
    const [cookies] = await newShoppers(t, 1, 'long');
    for (const res of [
      await check(cookies!, 'x'.repeat(5000)),
      await addCode(cookies!, 'x'.repeat(5000)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(body(res).response.errors[0]!.field).toBe('code');
    }
  });

  it('needs a login', async () => {
    const res = await t.app.inject('/ebsn/api/cart-giftcertificate/check?code=BENVENUTO10');
    expect(res.statusCode).toBe(401);
  });
});

describe('cart-giftcertificate/add_code and remove_code', () => {
  it('takes 10% off the goods, shows it in the summary, and goes away when removed', async () => {
    const cookies = await shopperWithGoods('percent', 20);
    const before = await viewCart(t, cookies);
    const res = await addCode(cookies, 'benvenuto10');
    expect(body(res).response.infos[0]).toMatchObject({ code: 'giftcertificate.added' });
    const cart = cartOf(res);
    const discount = Math.round(before.grossTotal * 10) / 100;
    expect(cart.giftTotal).toBeCloseTo(discount, 2);
    expect(cart.giftCertificates).toMatchObject([
      { code: 'BENVENUTO10', description: '10% di sconto sulla spesa', applied: true },
    ]);
    expect(cart.orderAdjustmentSummary.orderAdjustments).toMatchObject([
      {
        orderItemId: null,
        userGiftCertificateId: cart.giftCertificates[0]!.userGiftCertificateId,
        giftCertificate: { code: 'BENVENUTO10' },
      },
    ]);
    expect(cart.totalPrice).toBeCloseTo(before.totalPrice - discount, 2);

    const again = body(await addCode(cookies, 'BENVENUTO10'));
    expect(again.response.errors[0]!.code).toBe('giftcertificate.already_applied');

    const removed = cartOf(await removeCode(cookies, 'BENVENUTO10'));
    expect(removed.giftCertificates).toEqual([]);
    expect(removed.giftTotal).toBe(0);
    const twice = body(await removeCode(cookies, 'BENVENUTO10'));
    expect(twice.response.errors[0]!.code).toBe('giftcertificate.invalid');
  });

  it('needs the minimum spend to apply, and stops counting below it', async () => {
    const cookies = await shopperWithGoods('minimum', 10);
    const refused = body(await addCode(cookies, 'SPESA30'));
    expect(refused.response.errors[0]).toMatchObject({
      code: 'giftcertificate.min_spend',
      error: CART_MESSAGES.giftMinSpend(formatEuro(3000)),
    });
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: [{ productId: piece.productId, quantity: Math.ceil(3000 / piece.priceCents) }] },
      cookies,
    );
    const applied = cartOf(await addCode(cookies, 'SPESA30'));
    expect(applied.giftTotal).toBe(5);
    const line = applied.cartItems[0]!;
    const shrunk = cartOf(
      await post(
        t,
        '/ebsn/api/cart/update',
        { items: [{ itemId: line.itemId, quantity: 1 }] },
        cookies,
      ),
    );
    expect(shrunk.giftCertificates).toMatchObject([{ code: 'SPESA30', applied: false, amount: 0 }]);
    expect(shrunk.giftTotal).toBe(0);
  });

  it('gives a single-use code to the first cart only, and back when it is removed (one request at a time; any database)', async () => {
    const [first, second] = await newShoppers(t, 2, 'single');
    expect(body(await addCode(first!, 'UNICO15')).response.status).toBe(0);
    const late = body(await addCode(second!, 'UNICO15'));
    expect(late.response.errors[0]).toMatchObject({
      code: 'giftcertificate.used_up',
      error: CART_MESSAGES.giftUsedUp,
    });
    await removeCode(first!, 'UNICO15');
    expect(body(await addCode(second!, 'UNICO15')).response.status).toBe(0);
    expect(await redemptionsOf('UNICO15')).toBe(1);
    await removeCode(second!, 'UNICO15');
  });

  const concurrent = process.env.DATABASE_URL ? it : it.skip;
  // PGlite runs one query at a time, so requests interleave but never race inside the
  // database; the race is only real on a PostgreSQL server (DATABASE_URL).
  concurrent(
    'applies a single-use code to exactly one of 50 carts asking at the same instant (PostgreSQL)',
    async () => {
      const carts = await newShoppers(t, 50, 'race');
      // Every cart exists before the race, so the race is about the code alone.
      await Promise.all(carts.map((cookies) => viewCart(t, cookies)));
      const responses = await Promise.all(carts.map((cookies) => addCode(cookies, 'UNICO15')));
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      const outcomes = responses.map((r) => body(r).response);
      expect(outcomes.filter((r) => r.status === 0)).toHaveLength(1);
      const refused = outcomes.filter((r) => r.status !== 0);
      expect(refused).toHaveLength(49);
      for (const r of refused) expect(r.errors[0]!.code).toBe('giftcertificate.used_up');
      expect(await redemptionsOf('UNICO15')).toBe(1);
      const held = await t.database.db
        .select({ id: userGiftCertificates.userGiftCertificateId })
        .from(userGiftCertificates)
        .innerJoin(
          giftCertificates,
          eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId),
        )
        .where(eq(giftCertificates.code, 'UNICO15'));
      expect(held).toHaveLength(1);
    },
  );
});

describe('a certificate the shop assigned to a shopper (a loyalty voucher)', () => {
  const userIdOf = async (tag: string): Promise<number> => {
    const [row] = await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.email, `cliente-${tag}-0@esempio.it`));
    return row!.userId;
  };
  const assignedTo = async (cookies: Cookies) =>
    body(await t.app.inject({ url: '/ebsn/api/giftcertificate/list-manual-assigned', cookies }))
      .data.giftCertificates as { code: string; used: boolean }[];

  it('is its owner’s only: to anyone else it is an unknown code, and it stays unused', async () => {
    const owner = await shopperWithGoods('assigned-owner', 10);
    const other = await shopperWithGoods('assigned-other', 10);
    const brandId = t.app.brands.resolve(undefined).brandId;
    const userId = await userIdOf('assigned-owner');
    const { code } = await t.database.db.transaction((tx) =>
      issueLoyaltyVoucher(tx, { userId, brandId }, new Date()),
    );

    for (const res of [await check(other, code), await addCode(other, code)])
      expect(body(res).response.errors[0]).toMatchObject({
        code: 'giftcertificate.invalid',
        error: 'il codice sconto non è valido. Verifica di averlo scritto correttamente.',
      });
    expect(await redemptionsOf(code)).toBe(0);
    expect(await assignedTo(owner)).toEqual([expect.objectContaining({ code, used: false })]);

    expect(body(await check(owner, code)).response.status).toBe(0);
    expect(body(await addCode(owner, code)).response.status).toBe(0);
    expect(await redemptionsOf(code)).toBe(1);
  });
});

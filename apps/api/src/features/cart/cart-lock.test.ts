import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { cartOf, chooseDelivery, post, viewCart } from '../../test/cart-support';
import { newShoppers, type Cookies } from '../../test/shoppers';

/**
 * cart/lock belongs to a checkout in progress: it ends when the shopper leaves
 * the payment step (cart/unlock) or when CART_LOCK_MINUTES pass, never for good.
 */
let t: TestApp;

beforeAll(async () => {
  t = await build({ catalogue: 'small', CART_LOCK_MINUTES: 30 });
});
afterAll(() => t.close());

async function lockedShopper(tag: string): Promise<{ cookies: Cookies; cartId: number }> {
  const [cookies] = await newShoppers(t, 1, tag);
  await chooseDelivery(t, cookies!);
  const locked = cartOf(await post(t, '/ebsn/api/cart/lock', undefined, cookies!));
  expect(locked.cartStatusId).toBe(7);
  return { cookies: cookies!, cartId: locked.cartId };
}

const moveAddress = async (cookies: Cookies) => {
  const cart = await viewCart(t, cookies);
  return body(
    await post(
      t,
      '/ebsn/api/cart/set-address',
      { type: 'drive', id: cart.shippingAddress!.addressId },
      cookies,
    ),
  );
};

describe('the payment lock', () => {
  it('holds for CART_LOCK_MINUTES', async () => {
    const { cookies, cartId } = await lockedShopper('lock-holds');
    const [row] = await t.database.db
      .select({ lockedUntil: carts.lockedUntil })
      .from(carts)
      .where(eq(carts.cartId, cartId));
    const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect((await moveAddress(cookies)).response.errors[0]!.code).toBe('cart.address_locked');
  });

  it('ends when the shopper leaves the payment step (cart/unlock)', async () => {
    const { cookies } = await lockedShopper('lock-unlock');
    const open = cartOf(await post(t, '/ebsn/api/cart/unlock', undefined, cookies));
    expect(open.cartStatusId).toBe(1);
    expect((await moveAddress(cookies)).response.status).toBe(0);
  });

  it('ends by itself once its deadline has passed', async () => {
    const { cookies, cartId } = await lockedShopper('lock-expires');
    await t.database.db
      .update(carts)
      .set({ lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(carts.cartId, cartId));
    expect((await viewCart(t, cookies)).cartStatusId).toBe(1);
    expect((await moveAddress(cookies)).response.status).toBe(0);
  });

  it('does not hold when it was taken before locks had a deadline', async () => {
    const { cookies, cartId } = await lockedShopper('lock-legacy');
    await t.database.db.update(carts).set({ lockedUntil: null }).where(eq(carts.cartId, cartId));
    expect((await moveAddress(cookies)).response.status).toBe(0);
  });

  it('leaves an open cart open', async () => {
    const [cookies] = await newShoppers(t, 1, 'lock-open');
    await chooseDelivery(t, cookies!);
    const open = cartOf(await post(t, '/ebsn/api/cart/unlock', undefined, cookies!));
    expect(open.cartStatusId).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WISHLIST_LIMITS, type ProductListResponse, shopDayOf } from '@spesa/domain';
import { orders, purchasedProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { viewCart } from '../../test/cart-support';
import { bought, buy, fillCart, prepare } from '../../test/checkout-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { PICKER, staffLogin } from '../../test/staff-support';
import { listsOf, viewList } from '../../test/wishlist-support';

/*
 * docs/rules/lists.md I più acquistati: the automatic list and the
 * catalogue's `preferred` listing follow the shopper's delivered orders, not
 * the orders placed.
 */

const ON_DELIVERY = 2;

let t: TestApp;
let picker: Cookies;
let shopper: Cookies;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  [shopper] = (await newShoppers(t, 1, 'most-bought')) as [Cookies];
});
afterAll(() => t.close());

const setStatus = (orderId: number, statusId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/ebsn/api/staff/order/status',
    payload: { order_id: orderId, status_id: statusId },
    cookies: picker,
  });

async function mostBought(who = shopper) {
  const list = (await listsOf(t, who)).lists.find((l) => l.kind === 'purchased')!;
  return (await viewList(t, who, list.listId)).wishlistItems.map((i) => i.productId).sort();
}

async function preferred(who = shopper) {
  const res = await t.app.inject({
    url: '/ebsn/api/products?preferred=true&page_size=100',
    cookies: who,
  });
  return (body(res).data as unknown as ProductListResponse).products.map((p) => p.productId).sort();
}

describe("'I più acquistati' and preferred", () => {
  it('fill when an order is delivered, not when it is placed', async () => {
    await fillCart(t, shopper, 3);
    const inCart = (await viewCart(t, shopper)).cartItems.map((i) => i.product.productId).sort();
    expect(body(await prepare(t, shopper)).response.status).toBe(0);
    const { orderId } = bought(await buy(t, shopper, `payment_type_id=${ON_DELIVERY}`)).order;
    expect(await mostBought()).toEqual([]);
    expect(await preferred()).toEqual([]);

    await t.database.db
      .update(orders)
      // Delivered at home: the shopper's store counter pickup would skip the van.
      .set({ deliveryDate: shopDayOf(new Date()), deliveryServiceId: 2 })
      .where(eq(orders.orderId, orderId));
    for (const status of [4, 6, 7, 8])
      expect(body(await setStatus(orderId, status)).response.errors).toEqual([]);

    expect(await mostBought()).toEqual(inCart);
    expect(await preferred()).toEqual(inCart);
  });
});

describe('preferred, for a shopper who bought more than the list holds', () => {
  it("answers the same 50 products as 'I più acquistati'", async () => {
    const [regular] = (await newShoppers(t, 1, 'most-bought-many')) as [Cookies];
    const res = await t.app.inject({ url: '/ebsn/api/products?page_size=100', cookies: regular });
    const sold = (body(res).data as unknown as ProductListResponse).products.map(
      (p) => p.productId,
    );
    const many = WISHLIST_LIMITS.purchasedItems + 10;
    expect(sold.length).toBeGreaterThanOrEqual(many);
    const { userId } = (await t.app.inject({ url: '/ebsn/api/auth/test', cookies: regular })).json()
      .data.user as { userId: number };
    await t.database.db.insert(purchasedProducts).values(
      sold.slice(0, many).map((productId, i) => ({
        userId,
        productId,
        timesBought: 1 + (i % 7),
        lastBoughtAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );

    const list = await mostBought(regular);
    expect(list).toHaveLength(WISHLIST_LIMITS.purchasedItems);
    expect(await preferred(regular)).toEqual(list);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { chooseDelivery, post, viewCart } from '../../../test/cart-support';
import { body, build, type TestApp } from '../../../test/helper';
import { newShoppers, type Cookies } from '../../../test/shoppers';
import { createList, viewList } from '../../../test/wishlist-support';
import { createApiKey } from '../../api-keys';
import { csv, ean, line, sendFeed } from '../../../test/feed-support';

/*
 * A line a feed takes off sale (status inactive, or left out of a full
 * catalogue), on PGlite and on PostgreSQL: the cart drops it on its next read
 * and says so; a list keeps it by name as no longer available.
 */

let t: TestApp;
let key: string;
let shopper: Cookies;
const ids = new Map<string, number>();
const SOON = { timeout: 2000, interval: 50 };
const farro = { sku: 'T-2', ean: ean(2), name: 'Zuppa Farro Garfagnana 500 g' };

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  key = (await createApiKey(t.database.db, 'erp-off-sale'))!.key;
  await sendFeed(t, key, 'products', csv(line(), line(farro)));
  await sendFeed(t, key, 'stock', 'sku;warehouse;price;stock\nT-1;*;;30\nT-2;*;;30\n');
  for (const p of await t.database.db
    .select({ sku: products.sku, productId: products.productId })
    .from(products)
    .where(inArray(products.sku, ['T-1', 'T-2'])))
    ids.set(p.sku!, p.productId);
  shopper = (await newShoppers(t, 1, 'off-sale'))[0]!;
  await chooseDelivery(t, shopper);
  const added = await post(
    t,
    '/ebsn/api/cart/add',
    { items: [...ids.values()].map((productId) => ({ productId, quantity: 1 })) },
    shopper,
  );
  expect(body(added).response.status).toBe(0);
});
afterAll(() => t.close());

describe('a line taken off sale by a feed', () => {
  it('leaves the cart on its next read, with a notice, once', async () => {
    const list = await createList(t, shopper, 'zuppe');
    await post(
      t,
      '/ebsn/api/wishlist/add_prod',
      { wishlistId: list.listId, items: [{ productId: ids.get('T-1') }] },
      shopper,
    );
    const { answer } = await sendFeed(t, key, 'products', csv(line({ status: 'inactive' })));
    expect(answer).toMatchObject({ state: 'applied', offSale: 1 });

    const read = await t.app.inject({ url: '/ebsn/api/cart/view', cookies: shopper });
    expect(body(read).response.warnings).toContainEqual({
      code: 'cart.off_sale_removed',
      warning: 'Un prodotto del carrello non è più in vendita: è stato tolto dal carrello.',
    });
    const cart = (
      body(read).data as unknown as { data: { cartItems: { product: { productId: number } }[] } }
    ).data;
    expect(cart.cartItems.map((i) => i.product.productId)).toEqual([ids.get('T-2')]);
    const again = await t.app.inject({ url: '/ebsn/api/cart/view', cookies: shopper });
    expect(body(again).response.warnings ?? []).toEqual([]);

    await expect
      .poll(
        async () =>
          (await viewList(t, shopper, list.listId, '&calculate_stock=true')).wishlistItems[0],
        SOON,
      )
      .toMatchObject({
        name: 'Zuppa Orzetto Valtellina 500 g',
        stock: { status: 'discontinued', message: 'Non più disponibile.' },
      });
  });

  it('a full catalogue takes the lines it leaves out of the cart too', async () => {
    const { answer } = await sendFeed(t, key, 'products', csv(line()), '?full=true');
    expect(answer.state).toBe('applied');
    const read = await t.app.inject({ url: '/ebsn/api/cart/view', cookies: shopper });
    expect(body(read).response.warnings).toContainEqual(
      expect.objectContaining({ code: 'cart.off_sale_removed' }),
    );
    expect((await viewCart(t, shopper)).cartItems).toEqual([]);
  });
});

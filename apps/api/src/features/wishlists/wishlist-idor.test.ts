import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { WISHLIST_MESSAGES } from '@spesa/domain';
import { cartItems, carts, wishlistItems, wishlistShares, wishlists } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { chooseDelivery, pickProducts, plainPiece, post, viewCart } from '../../test/cart-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { createList, viewList, shareAccepted } from '../../test/wishlist-support';

/*
 * Issue 33: another person's list id, without a share and with a READ share,
 * on every editing call of the lists: refused with the Italian message, and
 * nothing of the list, its items, its shares or the caller's cart changes.
 */

const STRANGER = 'cliente-list-idor-1@esempio.it';
const READER = 'cliente-list-idor-2@esempio.it';

let t: TestApp;
let owner: Cookies;
let stranger: Cookies;
let reader: Cookies;
let listId: number;
let itemIds: number[];
let productId: number;
let addressId: number;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  [owner, stranger, reader] = (await newShoppers(t, 3, 'list-idor')) as [Cookies, Cookies, Cookies];
  const list = await createList(t, owner, 'della famiglia');
  listId = list.listId;
  const picked = await pickProducts(t, plainPiece, 3);
  productId = picked[2]!.productId;
  await post(
    t,
    '/ebsn/api/wishlist/add_prod',
    { wishlistId: listId, items: picked.slice(0, 2).map((p) => ({ productId: p.productId })) },
    owner,
  );
  itemIds = (await viewList(t, owner, listId)).wishlistItems.map((i) => i.itemId);
  const shared = await shareAccepted(t, {
    owner,
    recipient: reader,
    listId,
    email: READER,
    grant: 'READ',
  });
  expect(body(shared).response.status).toBe(0);
  for (const cookies of [stranger, reader]) await chooseDelivery(t, cookies);
  addressId = (await viewCart(t, stranger)).shippingAddress!.addressId;
});
afterAll(() => t.close());

/** Everything a list call could change: the list, its items and shares, and the callers' carts. */
async function state() {
  const db = t.database.db;
  return {
    list: await db.select().from(wishlists).where(eq(wishlists.listId, listId)),
    items: await db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.listId, listId))
      .orderBy(asc(wishlistItems.itemId)),
    shares: await db.select().from(wishlistShares).where(eq(wishlistShares.listId, listId)),
    defaults: await db
      .select({ listId: wishlists.listId })
      .from(wishlists)
      .where(eq(wishlists.isDefault, true))
      .orderBy(asc(wishlists.listId)),
    carts: await db
      .select({ cartId: carts.cartId, warehouseId: carts.warehouseId, version: carts.version })
      .from(carts)
      .orderBy(asc(carts.cartId)),
    lines: await db
      .select({ itemId: cartItems.itemId })
      .from(cartItems)
      .where(inArray(cartItems.cartId, db.select({ cartId: carts.cartId }).from(carts))),
  };
}

type Call = { url: () => string; payload?: () => unknown };

/** Every call that changes a list or puts it somewhere; the reads are checked apart. */
const EDITING: [string, Call][] = [
  ['wishlist/update', { url: () => `/ebsn/api/wishlist/update?list_id=${listId}&name=Mia` }],
  ['wishlist/delete', { url: () => `/ebsn/api/wishlist/delete?list_id=${listId}` }],
  ['wishlist/select', { url: () => `/ebsn/api/wishlist/select?list_id=${listId}` }],
  [
    'wishlist/add_prod',
    {
      url: () => '/ebsn/api/wishlist/add_prod',
      payload: () => ({ wishlistId: listId, items: [{ productId }] }),
    },
  ],
  [
    'wishlist/update_prods',
    {
      url: () => '/ebsn/api/wishlist/update_prods',
      payload: () => ({ wishlistId: listId, items: [{ itemId: itemIds[0], quantity: 4 }] }),
    },
  ],
  [
    'wishlist/update_prods to 0',
    {
      url: () => '/ebsn/api/wishlist/update_prods',
      payload: () => ({ wishlistId: listId, items: [{ itemId: itemIds[0], quantity: 0 }] }),
    },
  ],
  [
    'wishlist/delete_prods',
    {
      url: () => '/ebsn/api/wishlist/delete_prods',
      payload: () => ({ wishlistId: listId, items: itemIds.map((itemId) => ({ itemId })) }),
    },
  ],
  [
    'wishlist/share',
    {
      url: () => '/ebsn/api/wishlist/share',
      payload: () => ({ list_id: listId, email: STRANGER, grant: 'EDIT' }),
    },
  ],
  [
    'wishlist/unshare',
    {
      url: () => '/ebsn/api/wishlist/unshare',
      payload: () => ({ list_id: listId, email: READER }),
    },
  ],
];

/** Calls that only read the list: a READ share may make them, a stranger may not. */
const READING: [string, Call][] = [
  [
    'wishlist/confirm',
    {
      url: () => '/ebsn/api/wishlist/confirm',
      payload: () => ({ address_id: addressId, list_id: listId }),
    },
  ],
  [
    'cart/add-all-from-wishlist',
    { url: () => `/ebsn/api/cart/add-all-from-wishlist?list_id=${listId}` },
  ],
];

const call = (cookies: Cookies, { url, payload }: Call) => post(t, url(), payload?.(), cookies);

describe('another person’s list without a share', () => {
  it.each([...EDITING, ...READING])(
    '%s answers Lista non trovata and changes nothing',
    async (_, c) => {
      const before = await state();
      const res = await call(stranger, c);
      expect(res.statusCode).toBe(200);
      expect(body(res).response.errors[0]).toMatchObject({
        code: 'wishlist.not_found',
        error: 'Lista non trovata',
      });
      expect(await state()).toEqual(before);
    },
  );

  it('wishlist/view answers Lista non trovata, and the list is not among the stranger’s', async () => {
    const res = await t.app.inject({
      url: `/ebsn/api/wishlist/view?list_id=${listId}&calculate_stock=true`,
      cookies: stranger,
    });
    expect(body(res).response.errors[0]).toMatchObject({ code: 'wishlist.not_found' });
    const lists = await t.app.inject({ url: '/ebsn/api/wishlist/list', cookies: stranger });
    expect(JSON.stringify(body(lists).data)).not.toContain('della famiglia');
  });
});

describe('a READ share', () => {
  it.each(EDITING)('%s is refused as read-only and changes nothing', async (_, c) => {
    const before = await state();
    const res = await call(reader, c);
    expect(body(res).response.errors[0]).toMatchObject({
      code: 'wishlist.read_only',
      error: WISHLIST_MESSAGES.readOnly,
    });
    expect(await state()).toEqual(before);
  });

  it('may see the list and put it into the cart', async () => {
    expect((await viewList(t, reader, listId)).wishlistItems).toHaveLength(2);
    const res = await post(
      t,
      `/ebsn/api/cart/add-all-from-wishlist?list_id=${listId}`,
      undefined,
      reader,
    );
    expect(body(res).response.status).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { wishlistItems } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { pickProducts, plainPiece, post } from '../../test/cart-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { createList, viewList, shareAccepted } from '../../test/wishlist-support';

/*
 * Issue 33: two devices changing one list at once (the owner's phone and an
 * EDIT share's laptop): every change waits for the list's lock, so the
 * quantities converge, and no item is lost or duplicated. Meant for
 * PostgreSQL (node scripts/test-pg.mjs), where the requests truly overlap.
 */

let t: TestApp;
let phone: Cookies;
let laptop: Cookies;
let listId: number;
let products: number[];

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  [phone, laptop] = (await newShoppers(t, 2, 'list-races')) as [Cookies, Cookies];
  listId = (await createList(t, phone, 'a due mani')).listId;
  await shareAccepted(t, {
    owner: phone,
    recipient: laptop,
    listId,
    email: 'cliente-list-races-1@esempio.it',
    grant: 'EDIT',
  });
  products = (await pickProducts(t, plainPiece, 4)).map((p) => p.productId);
});
afterAll(() => t.close());

const add = (cookies: Cookies, productId: number, quantity = 1) =>
  post(
    t,
    '/ebsn/api/wishlist/add_prod',
    { wishlistId: listId, items: [{ productId, quantity }] },
    cookies,
  );

const rows = () =>
  t.database.db.select().from(wishlistItems).where(eq(wishlistItems.listId, listId));

describe('two devices on one list', () => {
  it('adding the same products at once sums every add, one item per product', async () => {
    const [a, b] = products as [number, number];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => add(i % 2 === 0 ? phone : laptop, i % 3 === 0 ? a : b)),
    );
    expect(answers.map((r) => [r.statusCode, body(r).response.status])).toEqual(
      answers.map(() => [200, 0]),
    );
    const items = await rows();
    expect(items.map((i) => [i.productId, i.quantity]).sort()).toEqual(
      [
        [a, 8],
        [b, 16],
      ].sort(),
    );
  });

  it('changes, removals and adds at once leave the list as some order of them would', async () => {
    const [a, b, c, d] = products as [number, number, number, number];
    const view = await viewList(t, phone, listId);
    const itemOf = (productId: number) =>
      view.wishlistItems.find((i) => i.productId === productId)!.itemId;
    const answers = await Promise.all([
      post(
        t,
        '/ebsn/api/wishlist/update_prods',
        { wishlistId: listId, items: [{ itemId: itemOf(a), quantity: 5 }] },
        phone,
      ),
      post(
        t,
        '/ebsn/api/wishlist/delete_prods',
        { wishlistId: listId, items: [{ itemId: itemOf(b) }] },
        laptop,
      ),
      post(
        t,
        '/ebsn/api/wishlist/update_prods',
        { wishlistId: listId, items: [{ itemId: itemOf(b), quantity: 3 }] },
        phone,
      ),
      add(laptop, c, 2),
      add(phone, c, 2),
      add(phone, d),
      add(laptop, d),
    ]);
    for (const res of answers) expect(res.statusCode).toBe(200);
    // The update of b either came first (then b was removed) or found it gone.
    const updateOfB = body(answers[2]!).response;
    if (updateOfB.status !== 0) expect(updateOfB.errors[0]!.code).toBe('wishlist.item_not_found');
    const items = new Map((await rows()).map((i) => [i.productId, i.quantity]));
    expect(items).toEqual(
      new Map([
        [a, 5],
        [c, 4],
        [d, 2],
      ]),
    );
    // What the phone sees is what the laptop sees.
    expect((await viewList(t, laptop, listId)).wishlistItems).toEqual(
      (await viewList(t, phone, listId)).wishlistItems,
    );
  });
});

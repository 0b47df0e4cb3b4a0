import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ERROR_MESSAGES, WISHLIST_MESSAGES, type User } from '@spesa/domain';
import { products, users, warehouseProducts, wishlists } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed';
import { body, build, form, type TestApp } from '../../test/helper';
import {
  chooseDelivery,
  cartOf,
  pickProduct,
  pickProducts,
  plainPiece,
  post,
  viewCart,
} from '../../test/cart-support';
import { login, newShoppers, type Cookies } from '../../test/shoppers';
import {
  createList,
  detailOf,
  listNamed,
  listsOf,
  oneOf,
  shareAccepted,
  viewList,
} from '../../test/wishlist-support';

/* docs/rules/lists.md: every call of the lists, with the seeded demo shopper and fresh ones. */

let t: TestApp;
let mario: Cookies;
let fresh: Cookies;
let other: Cookies;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  mario = await login(t, 'mario.rossi@esempio.it');
  [fresh, other] = (await newShoppers(t, 2, 'lists')) as [Cookies, Cookies];
});
afterAll(() => t.close());

const add = (cookies: Cookies, wishlistId: number, items: unknown[], query = '') =>
  post(t, `/ebsn/api/wishlist/add_prod${query}`, { wishlistId, items }, cookies);

describe('the seeded lists', () => {
  it('gives the demo shopper 3 lists, 12 favourites, the most bought, and beta’s list as READ', async () => {
    const { lists, page } = await listsOf(t, mario);
    expect(lists.map((l) => [l.kind, l.name])).toEqual([
      ['favourites', 'Preferiti'],
      ['purchased', 'I più acquistati'],
      ['list', 'spesa settimanale'],
      ['list', 'grigliata'],
      ['list', 'bimbi'],
      ['list', 'pic-nic di sabato'],
    ]);
    expect(page.totItems).toBe(6);
    expect(lists[0]!.size).toBe(12);
    expect(lists[1]!.size).toBeGreaterThan(0);
    expect(lists[2]!.isDefault).toBe(true);
    const shared = lists[5]!;
    expect(shared.sharingData).toEqual({
      grant: 'READ',
      owner: { firstName: 'Luca', lastName: 'Verdi' },
      sharedWith: [],
    });
    expect(shared.editable).toBe(false);
  });

  it('says hasFavorites in the session’s user', async () => {
    const res = await t.app.inject({ url: '/ebsn/api/auth/test', cookies: mario });
    expect(JSON.stringify(res.json())).toContain('"hasFavorites":true');
    const none = await t.app.inject({ url: '/ebsn/api/auth/test', cookies: fresh });
    expect(JSON.stringify(none.json())).toContain('"hasFavorites":false');
  });
});

describe('wishlist/view', () => {
  it('shows the items priced by the cart’s warehouse, with stock and sectors when asked', async () => {
    const list = await listNamed(t, mario, 'spesa settimanale');
    const plain = await viewList(t, mario, list.listId);
    expect(plain.wishlistItems.length).toBe(list.size);
    expect(plain.wishlistItems[0]!.stock).toBeUndefined();
    expect(plain.sectors).toBeUndefined();
    expect(plain.warehouseId).toBe(89);

    const full = await viewList(t, mario, list.listId, '&calculate_stock=true&show_sectors=true');
    expect(full.wishlistItems.every((i) => i.stock?.status === 'available')).toBe(true);
    expect(full.sectors!.flatMap((s) => s.itemIds).sort()).toEqual(
      full.wishlistItems.map((i) => i.itemId).sort(),
    );
    expect(full.sectors!.length).toBeGreaterThan(1);
  });

  it('marks an item out of stock, and one the warehouse does not sell', async () => {
    const list = await createList(t, fresh, 'scorte');
    const [a, b] = await pickProducts(t, plainPiece, 2);
    expect(
      body(
        await add(fresh, list.listId, [{ productId: a!.productId }, { productId: b!.productId }]),
      ).response.status,
    ).toBe(0);
    await t.database.db
      .update(warehouseProducts)
      .set({ available: 0 })
      .where(
        and(eq(warehouseProducts.productId, a!.productId), eq(warehouseProducts.warehouseId, 89)),
      );
    const removed = await t.database.db
      .delete(warehouseProducts)
      .where(
        and(eq(warehouseProducts.productId, b!.productId), eq(warehouseProducts.warehouseId, 89)),
      )
      .returning();
    try {
      const view = await viewList(t, fresh, list.listId, '&calculate_stock=true');
      const status = Object.fromEntries(view.wishlistItems.map((i) => [i.productId, i.stock]));
      expect(status[a!.productId]).toEqual({
        status: 'out_of_stock',
        message: WISHLIST_MESSAGES.outOfStock,
      });
      expect(status[b!.productId]!.status).toMatch(/^(not_sold|discontinued)$/);
    } finally {
      await t.database.db
        .update(warehouseProducts)
        .set({ available: a!.available })
        .where(
          and(eq(warehouseProducts.productId, a!.productId), eq(warehouseProducts.warehouseId, 89)),
        );
      await t.database.db.insert(warehouseProducts).values(removed);
    }
  });

  it('answers Lista non trovata for an unknown id', async () => {
    const res = await t.app.inject({
      url: '/ebsn/api/wishlist/view?list_id=999999',
      cookies: mario,
    });
    expect(body(res).response.errors[0]).toMatchObject({
      code: 'wishlist.not_found',
      error: 'Lista non trovata',
    });
  });
});

describe('creating, renaming, choosing the default and deleting', () => {
  it('goes through insert, update, select and delete', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/wishlist/insert?name=%20Cena%20di%20Natale%20%F0%9F%8E%84%20',
      cookies: fresh,
    });
    const list = oneOf(created);
    expect(list.name).toBe('Cena di Natale 🎄');
    expect(body(created).response.infos[0]).toMatchObject({ code: 'wishlist.created' });

    const renamed = oneOf(
      await post(
        t,
        `/ebsn/api/wishlist/update?list_id=${list.listId}&name=Vigilia`,
        undefined,
        fresh,
      ),
    );
    expect(renamed.name).toBe('Vigilia');

    const chosen = oneOf(
      await post(t, `/ebsn/api/wishlist/select?list_id=${list.listId}`, undefined, fresh),
    );
    expect(chosen.isDefault).toBe(true);
    const second = await createList(t, fresh, 'Seconda');
    await post(t, `/ebsn/api/wishlist/select?list_id=${second.listId}`, undefined, fresh);
    const { lists } = await listsOf(t, fresh);
    expect(lists.filter((l) => l.isDefault).map((l) => l.listId)).toEqual([second.listId]);

    const deleted = await post(
      t,
      `/ebsn/api/wishlist/delete?list_id=${list.listId}`,
      undefined,
      fresh,
    );
    expect(body(deleted).response.infos[0]).toMatchObject({
      info: WISHLIST_MESSAGES.listDeleted('Vigilia'),
    });
    expect((await listsOf(t, fresh)).lists.some((l) => l.listId === list.listId)).toBe(false);
  });

  it('keeps Preferiti and I più acquistati as they are', async () => {
    const { lists } = await listsOf(t, fresh);
    const favourites = lists.find((l) => l.kind === 'favourites')!;
    const purchased = lists.find((l) => l.kind === 'purchased')!;
    for (const url of [
      `/ebsn/api/wishlist/update?list_id=${favourites.listId}&name=Altro`,
      `/ebsn/api/wishlist/delete?list_id=${favourites.listId}`,
    ])
      expect(body(await post(t, url, undefined, fresh)).response.errors[0]).toMatchObject({
        code: 'wishlist.fixed',
        error: WISHLIST_MESSAGES.favouritesFixed,
      });
    const product = await pickProduct(t, plainPiece);
    expect(
      body(await add(fresh, purchased.listId, [{ productId: product.productId }])).response
        .errors[0],
    ).toMatchObject({
      code: 'wishlist.fixed',
      error: WISHLIST_MESSAGES.purchasedAutomatic,
    });
  });
});

describe('items', () => {
  it('adds, adds again, changes and removes, by the cart’s quantity rules', async () => {
    const list = await createList(t, fresh, 'quantità');
    const piece = await pickProduct(t, plainPiece);
    const [loose] = await pickProducts(
      t,
      sql`${products.tipologia} = 'Sfuso' and ${products.selectOptions} = '[]'::jsonb`,
      1,
    );
    const first = await add(fresh, list.listId, [{ productId: piece.productId, quantity: 2 }]);
    expect(body(first).response.infos[0]).toMatchObject({
      code: 'wishlist.product_added',
      info: WISHLIST_MESSAGES.productAdded(piece.name, 'quantità'),
    });
    const again = detailOf(
      await add(fresh, list.listId, [{ productId: piece.productId, quantity: 3 }]),
    );
    expect(again.wishlistItems).toHaveLength(1);
    expect(again.wishlistItems[0]!.quantity).toBe(5);

    const weighed = detailOf(await add(fresh, list.listId, [{ productId: loose!.productId }]));
    const looseItem = weighed.wishlistItems.find((i) => i.productId === loose!.productId)!;
    expect(looseItem.weight).not.toBeNull();
    expect(looseItem.quantity).toBeGreaterThan(0);

    const off = await add(fresh, list.listId, [{ productId: piece.productId, quantity: 1.5 }]);
    expect(body(off).response.errors[0]).toMatchObject({
      code: 'cart.invalid_quantity',
      field: 'items.0.quantity',
    });

    const itemId = again.wishlistItems[0]!.itemId;
    const changed = detailOf(
      await post(
        t,
        '/ebsn/api/wishlist/update_prods',
        { wishlistId: list.listId, items: [{ itemId, quantity: 7 }] },
        fresh,
      ),
    );
    expect(changed.wishlistItems.find((i) => i.itemId === itemId)!.quantity).toBe(7);

    const zero = await post(
      t,
      '/ebsn/api/wishlist/update_prods',
      { wishlistId: list.listId, items: [{ itemId, quantity: 0 }] },
      fresh,
    );
    expect(detailOf(zero).wishlistItems.some((i) => i.itemId === itemId)).toBe(false);
    expect(body(zero).response.infos[0]).toMatchObject({ code: 'wishlist.product_removed' });

    const deleted = await post(
      t,
      '/ebsn/api/wishlist/delete_prods',
      {
        wishlistId: list.listId,
        items: [{ itemId: looseItem.itemId, productId: loose!.productId }],
      },
      fresh,
    );
    expect(detailOf(deleted).wishlistItems).toEqual([]);
    const missing = await post(
      t,
      '/ebsn/api/wishlist/delete_prods',
      { wishlistId: list.listId, items: [{ itemId }] },
      fresh,
    );
    expect(body(missing).response.errors[0]).toMatchObject({
      code: 'wishlist.item_not_found',
      field: 'items.0.itemId',
    });
  });

  it('refuses a product that does not exist, and keeps one that left the catalogue', async () => {
    const list = await createList(t, fresh, 'spariti');
    const unknown = await add(fresh, list.listId, [{ productId: 2_000_000_000 }]);
    expect(unknown.statusCode).toBe(200);
    expect(body(unknown).response.errors[0]).toMatchObject({
      code: 'wishlist.product_not_found',
      field: 'items.0.productId',
    });
    const product = await pickProduct(t, plainPiece);
    await add(fresh, list.listId, [{ productId: product.productId }]);
    const sold = await t.database.db
      .delete(warehouseProducts)
      .where(eq(warehouseProducts.productId, product.productId))
      .returning();
    try {
      const view = await t.app.inject({
        url: `/ebsn/api/wishlist/view?list_id=${list.listId}&calculate_stock=true&show_sectors=true`,
        cookies: fresh,
      });
      expect(view.statusCode).toBe(200);
      const item = detailOf(view).wishlistItems[0]!;
      // Sold nowhere now: 'discontinued' once the catalogue's cache forgets it, 'not_sold' meanwhile.
      expect(item.name).toBe(product.name);
      expect(item.stock!.status).toMatch(/^(not_sold|discontinued)$/);
      const update = await post(
        t,
        '/ebsn/api/wishlist/update_prods',
        { wishlistId: list.listId, items: [{ itemId: item.itemId, quantity: 2 }] },
        fresh,
      );
      // The catalogue may still show it for its minute: either way a clear answer, never a 500.
      expect(update.statusCode).toBe(200);
      const removed = await post(
        t,
        '/ebsn/api/wishlist/delete_prods',
        { wishlistId: list.listId, items: [{ itemId: item.itemId }] },
        fresh,
      );
      expect(body(removed).response.status).toBe(0);
    } finally {
      await t.database.db.insert(warehouseProducts).values(sold);
    }
  });

  it('turns hasFavorites on when Preferiti hold a product', async () => {
    const favourites = (await listsOf(t, other)).lists.find((l) => l.kind === 'favourites')!;
    const product = await pickProduct(t, plainPiece);
    await add(other, favourites.listId, [{ productId: product.productId }]);
    const res = await t.app.inject({ url: '/ebsn/api/cart/view', cookies: other });
    expect((cartOf(res).user as User).hasFavorites).toBe(true);
  });
});

describe('the list calls’ parameters', () => {
  const formPost = (url: string, fields: Record<string, string>, cookies: Cookies) =>
    t.app.inject({ method: 'POST', url, ...form(fields), cookies });

  it('takes them from the query or from a form or JSON body alike', async () => {
    const made = oneOf(await formPost('/ebsn/api/wishlist/insert', { name: 'dal modulo' }, fresh));
    expect(made.name).toBe('dal modulo');
    const renamed = await post(
      t,
      '/ebsn/api/wishlist/update',
      { list_id: made.listId, name: 'dal JSON' },
      fresh,
    );
    expect(oneOf(renamed).name).toBe('dal JSON');
    const chosen = await formPost(
      '/ebsn/api/wishlist/select',
      { list_id: String(made.listId) },
      fresh,
    );
    expect(oneOf(chosen).isDefault).toBe(true);
    const gone = await formPost(
      '/ebsn/api/wishlist/delete',
      { list_id: String(made.listId) },
      fresh,
    );
    expect(body(gone).response.status).toBe(0);
  });

  it('says a field is missing, not that it is not valid', async () => {
    const res = await formPost('/ebsn/api/wishlist/insert', {}, fresh);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]).toMatchObject({
      field: 'name',
      error: ERROR_MESSAGES.missingField('name'),
    });
    const invalid = await formPost('/ebsn/api/wishlist/delete', { list_id: 'uno' }, fresh);
    expect(body(invalid).response.errors[0]).toMatchObject({
      field: 'list_id',
      error: ERROR_MESSAGES.invalidField('list_id'),
    });
  });
});

describe('sharing', () => {
  it('shares READ and EDIT by e-mail, and stops', async () => {
    const list = await createList(t, fresh, 'condivisa');
    const product = await pickProduct(t, plainPiece);
    await add(fresh, list.listId, [{ productId: product.productId }]);
    const email = 'cliente-lists-1@esempio.it';

    const shared = await shareAccepted(t, {
      owner: fresh,
      recipient: other,
      listId: list.listId,
      email,
      grant: 'READ',
    });
    expect(oneOf(shared).sharingData.grant).toBe('READ');
    const [mine] = (await listsOf(t, fresh)).lists.filter((l) => l.listId === list.listId);
    expect(mine!.sharingData.sharedWith).toEqual([{ email, grant: 'READ' }]);
    const seen = (await listsOf(t, other)).lists.find((l) => l.listId === list.listId)!;
    expect(seen.sharingData).toMatchObject({ grant: 'READ', owner: { firstName: 'Cliente' } });
    expect((await viewList(t, other, list.listId)).wishlistItems).toHaveLength(1);
    const refused = await add(other, list.listId, [{ productId: product.productId }]);
    expect(body(refused).response.errors[0]).toMatchObject({
      code: 'wishlist.read_only',
      error: WISHLIST_MESSAGES.readOnly,
    });

    await post(
      t,
      '/ebsn/api/wishlist/share',
      { list_id: list.listId, email, grant: 'EDIT' },
      fresh,
    );
    expect(
      body(await add(other, list.listId, [{ productId: product.productId }])).response.status,
    ).toBe(0);
    expect(
      body(await post(t, `/ebsn/api/wishlist/delete?list_id=${list.listId}`, undefined, other))
        .response.errors[0],
    ).toMatchObject({ code: 'wishlist.owner_only', error: WISHLIST_MESSAGES.ownerOnly });

    expect(
      body(
        await post(
          t,
          '/ebsn/api/wishlist/share',
          { list_id: list.listId, email: 'cliente-lists-0@esempio.it', grant: 'READ' },
          fresh,
        ),
      ).response.errors[0],
    ).toMatchObject({ code: 'wishlist.share_self', field: 'email' });

    const stopped = await post(
      t,
      '/ebsn/api/wishlist/unshare',
      { list_id: list.listId, email },
      fresh,
    );
    expect(oneOf(stopped).sharingData.sharedWith).toEqual([]);
    expect(
      body(
        await t.app.inject({
          url: `/ebsn/api/wishlist/view?list_id=${list.listId}`,
          cookies: other,
        }),
      ).response.errors[0],
    ).toMatchObject({ code: 'wishlist.not_found' });
  });
});

describe('cart/add-all-from-wishlist and wishlist/confirm', () => {
  it('adds what it can by the cart’s rules and names what it cannot, with the reason', async () => {
    const [shopper] = (await newShoppers(t, 1, 'lists-cart')) as [Cookies];
    await chooseDelivery(t, shopper);
    const list = await createList(t, shopper, 'tutto nel carrello');
    const [good, scarce, gone] = await pickProducts(t, plainPiece, 3);
    await add(shopper, list.listId, [
      { productId: good!.productId, quantity: 2 },
      { productId: scarce!.productId, quantity: 5 },
      { productId: gone!.productId },
    ]);
    await t.database.db
      .update(warehouseProducts)
      .set({ available: 3 })
      .where(
        and(
          eq(warehouseProducts.productId, scarce!.productId),
          eq(warehouseProducts.warehouseId, 89),
        ),
      );
    await t.database.db
      .update(warehouseProducts)
      .set({ available: 0 })
      .where(
        and(
          eq(warehouseProducts.productId, gone!.productId),
          eq(warehouseProducts.warehouseId, 89),
        ),
      );
    try {
      const res = await post(
        t,
        `/ebsn/api/cart/add-all-from-wishlist?list_id=${list.listId}`,
        undefined,
        shopper,
      );
      const envelope = body(res);
      expect(envelope.response.status).toBe(0);
      expect(envelope.response.infos[0]).toMatchObject({ code: 'cart.products_added' });
      expect(envelope.response.warnings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            code: 'wishlist.item_reduced',
            warning: expect.stringContaining(scarce!.name),
          }),
          expect.objectContaining({
            code: 'wishlist.item_not_added',
            warning: `${gone!.name}: Il prodotto non è disponibile nella quantità richiesta.`,
          }),
        ]),
      );
      const lines = Object.fromEntries(
        cartOf(res).cartItems.map((i) => [i.product.productId, i.quantity]),
      );
      expect(lines).toEqual({ [good!.productId]: 2, [scarce!.productId]: 3 });
    } finally {
      for (const p of [scarce!, gone!])
        await t.database.db
          .update(warehouseProducts)
          .set({ available: p.available })
          .where(
            and(
              eq(warehouseProducts.productId, p.productId),
              eq(warehouseProducts.warehouseId, 89),
            ),
          );
    }
  });

  it('puts a READ-shared list into the cart, and refuses an empty one', async () => {
    await chooseDelivery(t, mario);
    const shared = await listNamed(t, mario, 'pic-nic di sabato');
    const res = await post(
      t,
      `/ebsn/api/cart/add-all-from-wishlist?list_id=${shared.listId}`,
      undefined,
      mario,
    );
    expect(body(res).response.status).toBe(0);
    expect(cartOf(res).cartItems.length).toBeGreaterThanOrEqual(shared.size);
    const empty = await createList(t, mario, 'vuota');
    expect(
      body(
        await post(
          t,
          `/ebsn/api/cart/add-all-from-wishlist?list_id=${empty.listId}`,
          undefined,
          mario,
        ),
      ).response.errors[0],
    ).toMatchObject({ code: 'wishlist.empty', error: WISHLIST_MESSAGES.listEmpty });
  });

  it('confirm sets the cart’s address, then adds the list', async () => {
    const cart = await viewCart(t, mario);
    const list = await listNamed(t, mario, 'grigliata');
    const res = await post(
      t,
      '/ebsn/api/wishlist/confirm',
      { address_id: cart.shippingAddress!.addressId, list_id: list.listId },
      mario,
    );
    expect(body(res).response.status).toBe(0);
    expect(body(res).response.infos[0]).toMatchObject({ code: 'cart.products_added' });
    const unknown = await post(
      t,
      '/ebsn/api/wishlist/confirm',
      { address_id: 999999, list_id: list.listId },
      mario,
    );
    expect(body(unknown).response.errors[0]).toMatchObject({ code: 'address.not_found' });
  });
});

describe("'Scarica i miei dati'", () => {
  it('holds the lists with their items and shares, and only the name of those shared with me', async () => {
    const exported = async (cookies: Cookies) => {
      const res = await t.app.inject({ url: '/ebsn/api/registration/user_export', cookies });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        lists: { name: string; kind: string; items: unknown[]; sharedWith: unknown[] }[];
        listsSharedWithMe: { name: string; grant: string }[];
      };
    };
    const own = await exported(mario);
    const weekly = own.lists.find((l) => l.name === 'spesa settimanale')!;
    expect(weekly.items).toHaveLength((await listNamed(t, mario, 'spesa settimanale')).size);
    expect(weekly.items[0]).toEqual({
      productId: expect.any(Number),
      quantity: expect.any(Number),
      selectOptions: {},
      createdAt: expect.any(String),
    });
    expect(own.lists.find((l) => l.kind === 'favourites')!.items).toHaveLength(12);
    expect(own.listsSharedWithMe).toEqual([
      { name: 'pic-nic di sabato', grant: 'READ', since: expect.any(String) },
    ]);
    expect(own.lists.some((l) => l.name === 'pic-nic di sabato')).toBe(false);

    const beta = await exported(await login(t, 'beta@esempio.it'));
    expect(beta.lists.find((l) => l.name === 'pic-nic di sabato')!.sharedWith).toEqual([
      { email: 'mario.rossi@esempio.it', grant: 'READ' },
    ]);
  });
});

describe('an account deleted', () => {
  it('takes its lists with it, and the lists it shared stop being shared', async () => {
    const beta = await login(t, 'beta@esempio.it');
    const brandId = t.app.brands.resolve(undefined).brandId;
    const [account] = await t.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(and(eq(users.login, 'beta@esempio.it'), eq(users.brandId, brandId)));
    expect((await listsOf(t, beta)).lists.some((l) => l.name === 'pic-nic di sabato')).toBe(true);
    const res = await t.app.inject({
      url: `/ebsn/api/registration/user_anonymize?password=${encodeURIComponent(DEMO_PASSWORD)}`,
      cookies: beta,
    });
    expect(body(res).response.status).toBe(0);
    const left = await t.database.db
      .select({ name: wishlists.name })
      .from(wishlists)
      .where(eq(wishlists.userId, account!.userId));
    expect(left).toEqual([]);
    expect((await listsOf(t, mario)).lists.some((l) => l.name === 'pic-nic di sabato')).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents every list call with its query or body', async () => {
    const doc = (await t.app.inject('/ebsn/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>
      >;
    };
    const names = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).map((p) => p.name);
    expect(names('/ebsn/api/wishlist/view', 'get')).toEqual(
      expect.arrayContaining(['list_id', 'calculate_stock', 'show_sectors']),
    );
    expect(names('/ebsn/api/wishlist/list', 'get')).toEqual(
      expect.arrayContaining(['page', 'pageSize']),
    );
    expect(names('/ebsn/api/wishlist/update', 'post')).toEqual(
      expect.arrayContaining(['list_id', 'name']),
    );
    expect(names('/ebsn/api/wishlist/insert', 'post')).toEqual(['name']);
    for (const path of ['delete', 'select'])
      expect(names(`/ebsn/api/wishlist/${path}`, 'post')).toEqual(['list_id']);
    for (const path of ['confirm', 'add_prod', 'update_prods', 'delete_prods', 'share', 'unshare'])
      expect(doc.paths[`/ebsn/api/wishlist/${path}`]?.post?.requestBody, path).toBeDefined();
  });
});

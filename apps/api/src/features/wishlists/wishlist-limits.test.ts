import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WISHLIST_LIMITS, WISHLIST_MESSAGES } from '@spesa/domain';
import { products } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { pickProducts, post } from '../../test/cart-support';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { createList, detailOf, listsOf } from '../../test/wishlist-support';

/*
 * Issue 33: names of 0 and 1,000 characters, emoji and NUL, 500 lists and
 * 1,000 items: clear limits and Italian messages, never a 500.
 */

let t: TestApp;
let shopper: Cookies;

beforeAll(async () => {
  // The full catalogue: a thousand different products for one list.
  t = await build();
  [shopper] = (await newShoppers(t, 1, 'list-limits')) as [Cookies];
});
afterAll(() => t.close());

const insert = (name: string) =>
  post(t, `/ebsn/api/wishlist/insert?name=${encodeURIComponent(name)}`, undefined, shopper);

describe('list names', () => {
  it.each([
    ['empty', '', 400, WISHLIST_MESSAGES.nameRequired],
    ['only spaces', '   ', 400, WISHLIST_MESSAGES.nameRequired],
    ['1,000 characters', 'a'.repeat(1000), 400, WISHLIST_MESSAGES.nameTooLong],
    ['NUL', 'spesa\u0000', 400, 'Il valore del campo «name» non è valido.'],
  ])('%s: 400 naming the field with an Italian message', async (_, name, status, message) => {
    const res = await insert(name);
    expect(res.statusCode).toBe(status);
    expect(body(res).response.errors[0]).toMatchObject({ field: 'name', error: message });
  });

  it('takes emoji and 100 characters, counting an emoji as one', async () => {
    const emoji = '🍕'.repeat(WISHLIST_LIMITS.nameMaxLength);
    const res = await insert(emoji);
    expect(body(res).response.status).toBe(0);
    expect((body(res).data as { data: { name: string } }).data.name).toBe(emoji);
    expect((await insert('🍕'.repeat(WISHLIST_LIMITS.nameMaxLength + 1))).statusCode).toBe(400);
  });
});

describe('500 lists', () => {
  it(
    `keeps ${WISHLIST_LIMITS.listsPerShopper} and refuses the rest with the limit`,
    { timeout: 120_000 },
    async () => {
      const [other] = (await newShoppers(t, 1, 'list-limits-many')) as [Cookies];
      const answers: number[] = [];
      let refusal: unknown;
      for (let i = 0; i < 500; i++) {
        const res = await post(t, `/ebsn/api/wishlist/insert?name=lista-${i}`, undefined, other);
        expect(res.statusCode).toBe(200);
        answers.push(body(res).response.status);
        if (body(res).response.status !== 0) refusal ??= body(res).response.errors[0];
      }
      expect(answers.filter((s) => s === 0)).toHaveLength(WISHLIST_LIMITS.listsPerShopper);
      expect(refusal).toMatchObject({
        code: 'wishlist.too_many_lists',
        error: WISHLIST_MESSAGES.tooManyLists,
      });
      const first = await listsOf(t, other, 'page=1&pageSize=100');
      expect(first.page.totItems).toBe(WISHLIST_LIMITS.listsPerShopper + 2);
      expect(first.lists).toHaveLength(100);
      const last = await listsOf(t, other, 'page=2&pageSize=100');
      expect(last.lists).toHaveLength(2);
      expect((await listsOf(t, other, 'page=50&pageSize=100')).lists).toEqual([]);
      const tooBig = await t.app.inject({
        url: '/ebsn/api/wishlist/list?pageSize=1000',
        cookies: other,
      });
      expect(tooBig.statusCode).toBe(400);
    },
  );
});

describe('1,000 items', () => {
  it(
    'holds a thousand products, refuses one more, and still shows them all',
    { timeout: 120_000 },
    async () => {
      const list = await createList(t, shopper, 'tutto il negozio');
      const brandId = t.app.brands.resolve(undefined).brandId;
      // Another brand's private label is not this brand's to list.
      const ours = sql`${products.vendorId} not in (select vendor_id from vendors where brand_id <> ${brandId})`;
      const picked = await pickProducts(t, ours, WISHLIST_LIMITS.itemsPerList + 1);
      expect(picked.length).toBe(WISHLIST_LIMITS.itemsPerList + 1);
      const ids = picked.map((p) => p.productId);
      for (
        let from = 0;
        from < WISHLIST_LIMITS.itemsPerList;
        from += WISHLIST_LIMITS.itemsPerRequest
      ) {
        const chunk = ids.slice(
          from,
          Math.min(from + WISHLIST_LIMITS.itemsPerRequest, WISHLIST_LIMITS.itemsPerList),
        );
        const res = await post(
          t,
          '/ebsn/api/wishlist/add_prod',
          { wishlistId: list.listId, items: chunk.map((productId) => ({ productId })) },
          shopper,
        );
        expect(body(res).response.errors).toEqual([]);
      }
      const over = await post(
        t,
        '/ebsn/api/wishlist/add_prod',
        { wishlistId: list.listId, items: [{ productId: ids.at(-1)! }] },
        shopper,
      );
      expect(body(over).response.errors[0]).toMatchObject({
        code: 'wishlist.too_many_items',
        error: WISHLIST_MESSAGES.tooManyItems,
      });
      // A product already in the list only changes its quantity: the limit does not stop it.
      const again = await post(
        t,
        '/ebsn/api/wishlist/add_prod',
        { wishlistId: list.listId, items: [{ productId: ids[0]! }] },
        shopper,
      );
      expect(body(again).response.status).toBe(0);

      const view = await t.app.inject({
        url: `/ebsn/api/wishlist/view?list_id=${list.listId}&calculate_stock=true&show_sectors=true`,
        cookies: shopper,
      });
      expect(view.statusCode).toBe(200);
      expect(detailOf(view).wishlistItems).toHaveLength(WISHLIST_LIMITS.itemsPerList);
      const tooMany = await post(
        t,
        '/ebsn/api/wishlist/add_prod',
        {
          wishlistId: list.listId,
          items: ids
            .slice(0, WISHLIST_LIMITS.itemsPerRequest + 1)
            .map((productId) => ({ productId })),
        },
        shopper,
      );
      expect(tooMany.statusCode).toBe(400);
      expect(body(tooMany).response.errors[0]!.field).toBe('items');
    },
  );
});

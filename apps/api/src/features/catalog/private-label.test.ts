import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PackagingType, Product } from '@spesa/domain';
import { DEMO_PASSWORD } from '../../seed';
import { body, build, form, type TestApp } from '../../test/helper';

/*
 * Each brand sells its own private label (docs/decisions/020-private-label.md):
 * no answer at one brand names the other's label.
 */

let t: TestApp;
beforeAll(async () => {
  t = await build({
    PUBLIC_ORIGINS: { mercato: 'http://localhost:3000', fresco: 'http://fresco.localhost' },
  });
});
afterAll(() => t.close());

const BRANDS = [
  { host: 'localhost:3000', own: 'Mercatò', ownSlug: 'mercato', other: 'Freschissimo' },
  {
    host: 'fresco.localhost',
    own: 'Freschissimo',
    ownSlug: 'freschissimo',
    other: 'Mercatò',
  },
] as const;

const productsOf = (text: string): Product[] =>
  (JSON.parse(text) as { data: { products: Product[] } }).data.products;

describe.each(BRANDS)('at $host', ({ host, own, ownSlug, other }) => {
  const get = (url: string, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({ url, ...extra, headers: { host, ...extra.headers } });
  const otherPattern = new RegExp(other, 'i');

  it(`searches find ${own}'s label and never ${other}'s`, async () => {
    for (const q of ['mozzarella', 'passata', `${own} passata`, `${other} passata`, 'spaghetti']) {
      const res = await get(`/ebsn/api/products?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body, q).not.toMatch(otherPattern);
    }
    const found = productsOf(
      (await get(`/ebsn/api/products?q=${encodeURIComponent(`${own} passata`)}`)).body,
    );
    expect(found[0]?.name).toMatch(new RegExp(`^${own} Passata`));
    // The other label is no word here: the search answers the rest of the query.
    const rest = productsOf(
      (await get(`/ebsn/api/products?q=${encodeURIComponent(`${other} passata`)}`)).body,
    );
    expect(rest.some((p) => /passata/i.test(p.name))).toBe(true);
    const mozzarella = productsOf((await get('/ebsn/api/products?q=mozzarella')).body);
    expect(mozzarella.some((p) => p.name.startsWith(own))).toBe(true);
  });

  it(`answers ${other}'s label by id as nothing`, async () => {
    const theirs = productsOf(
      (
        await get(`/ebsn/api/products?q=${encodeURIComponent('passata')}`, {
          headers: { host: BRANDS.find((b) => b.own === other)!.host },
        })
      ).body,
    ).find((p) => p.name.startsWith(other))!;
    const res = await get(`/ebsn/api/products?product_ids=${theirs.productId}`);
    expect(res.statusCode).toBe(200);
    expect(productsOf(res.body)).toEqual([]);
  });

  it('suggests neither words nor products of the other label', async () => {
    for (const q of ['fresch', 'merc', 'passata']) {
      const res = await get(`/ebsn/api/products/search-suggestions?q=${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.body, q).not.toMatch(otherPattern);
    }
  });

  it('lists categories, their facets and the search tree without the other label', async () => {
    const all = await get('/ebsn/api/products?page_size=48');
    expect(all.body).not.toMatch(otherPattern);
    expect(all.body).toContain(`"name":"${own}"`);
    for (const url of [
      '/ebsn/api/category?filtered=true',
      `/ebsn/api/category?q=${encodeURIComponent(other)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(otherPattern);
    }
  });

  it(`shows ${own}'s product pages and not ${other}'s`, async () => {
    const [mine] = productsOf(
      (await get(`/ebsn/api/products?q=${encodeURIComponent(`${own} passata`)}`)).body,
    );
    const page = await get(`/ebsn/api/products?slug=${mine!.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(otherPattern);
    const otherHost = BRANDS.find((b) => b.host !== host)!.host;
    const [theirs] = productsOf(
      (
        await t.app.inject({
          url: `/ebsn/api/products?q=${encodeURIComponent(`${other} passata`)}`,
          headers: { host: otherHost },
        })
      ).body,
    );
    expect(theirs!.name.startsWith(other)).toBe(true);
    expect((await get(`/ebsn/api/products?slug=${theirs!.slug}`)).statusCode).toBe(404);
    expect((await get(`/product/${mine!.slug}`)).statusCode).toBe(200);
    expect((await get(`/product/${theirs!.slug}`)).statusCode).toBe(404);
  });

  it('maps only its own label in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`/product/${ownSlug}-`);
    const otherSlug = BRANDS.find((b) => b.host !== host)!.ownSlug;
    expect(res.body).not.toContain(`/product/${otherSlug}-`);
  });

  it(`bags the cart in ${own}'s shopper`, async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      ...form({ login: 'mario.rossi@esempio.it', password: DEMO_PASSWORD }),
      headers: { ...form({}).headers, host },
    });
    const cookies = {
      ebsn_session: login.cookies.find((c) => c.name === 'ebsn_session')!.value,
    };
    const bags = await get('/ebsn/api/packaging-type/list', { cookies });
    const choices = (body(bags).data as unknown as { products: PackagingType[] }).products;
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.find((c) => c.selected)?.name).toMatch(new RegExp(`^${own} Shopper`));
    expect(bags.body).not.toMatch(otherPattern);
    const cart = await get('/ebsn/api/cart/view', { cookies });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).not.toMatch(otherPattern);

    // The demo shopper's past orders keep the products as this brand sold them.
    const orders = await get('/ebsn/api/order/list?page_size=100&show_pending=true', { cookies });
    const { orders: list } = (body(orders).data as { data: { orders: { orderId: number }[] } })
      .data;
    expect(list.length).toBeGreaterThan(0);
    expect(orders.body).not.toMatch(otherPattern);
    const views = await Promise.all(
      list.map((o) => get(`/ebsn/api/order/view?order_id=${o.orderId}`, { cookies })),
    );
    expect(views.some((v) => v.body.includes(`${own} `))).toBe(true);
    for (const view of views) expect(view.body).not.toMatch(otherPattern);
  });
});

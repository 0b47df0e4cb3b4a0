import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Facet, Page, Product } from '@spesa/domain';
import { carts, purchasedProducts, users, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { login } from '../../test/shoppers';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

interface ListData {
  products: Product[];
  facets: Facet[];
  page: Page;
}

const list = async (query: string, cookies?: Record<string, string>): Promise<ListData> => {
  const res = await t.app.inject({ url: `/ebsn/api/products?${query}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  expect(body(res).response.status).toBe(0);
  return body(res).data as unknown as ListData;
};

const facet = (data: ListData, group: string): Facet | undefined =>
  data.facets.find((f) => f.parameterName === group);

const countOf = (data: ListData, group: string, id: string): number =>
  facet(data, group)?.values.find((v) => v.id === id)?.count ?? 0;

/** Salumi e formaggi: a department with several children, labels and sale types. */
const SALUMI = 4000;

describe('GET /ebsn/api/products: a category page', () => {
  it('gives 24 products of the category and its descendants with page info', async () => {
    const data = await list(`parent_category_id=${SALUMI}&page=1&page_size=24&sort=&hash=x`);
    expect(data.products).toHaveLength(24);
    expect(data.page).toMatchObject({ selPage: 1, itemsPerPage: 24 });
    expect(data.page.totItems).toBeGreaterThan(48);
    expect(data.page.totPages).toBe(Math.ceil(data.page.totItems / 24));
    expect(data.products.every((p) => String(p.categoryId).startsWith('4'))).toBe(true);
    const second = await list(`parent_category_id=${SALUMI}&page=2`);
    const firstIds = new Set(data.products.map((p) => p.productId));
    expect(second.products.some((p) => firstIds.has(p.productId))).toBe(false);
  });

  it('shows every product field of docs/rules/catalog.md, priced in euros by warehouse 89', async () => {
    const [p] = (await list(`parent_category_id=${SALUMI}&page_size=1`)).products;
    expect(p).toMatchObject({
      productId: expect.any(Number),
      wpId: expect.any(Number),
      slug: expect.stringMatching(/^[a-z0-9-]+$/),
      mediaURL: `/img/products/${p!.productId}.webp`,
      deliveryWarehouse: { warehouseId: 89 },
      ean: expect.stringMatching(/^\d{13}$/),
      productInfos: { TIPOLOGIA: expect.stringMatching(/^(Pezzo|Confezione|Sfuso|Peso)$/) },
    });
    expect(Number.isInteger(Math.round(p!.priceDisplay * 100))).toBe(true);
    expect(p!.priceDisplay.toFixed(2)).toBe(String(p!.priceDisplay.toFixed(2)));
  });

  it('has every TIPOLOGIA with the productInfos it needs', async () => {
    const loose = await list('facets=tipologia:sfuso&page_size=1');
    expect(loose.products[0]!.productInfos).toMatchObject({
      TIPOLOGIA: 'Sfuso',
      WEIGHT_SELLING: expect.any(String),
      STEP_SELLING: '0.1',
      WEIGHT_UNIT_SELLING: 'kg',
      WEIGHT_UNIT_BASE: 'kg',
    });
    expect(loose.products[0]!.weightUnitDisplay).toBe('kg');
    const deli = await list('parent_category_id=4101&page_size=1');
    expect(deli.products[0]!.productInfos).toMatchObject({
      TIPOLOGIA: 'Peso',
      WEIGHT_UNIT_SELLING: 'hg',
    });
    expect(deli.products[0]!.selectOptions[0]).toMatchObject({
      name: 'Spessore del taglio',
      options: [{ name: 'Sottile' }, { name: 'Medio' }, { name: 'Spesso' }],
    });
    const packs = await list('facets=tipologia:confezione&page_size=1');
    expect(packs.products[0]!.productInfos).toMatchObject({
      TIPOLOGIA: 'Confezione',
      WEIGHT_SELLING: expect.any(String),
    });
    const pieces = await list('facets=tipologia:pezzo&page_size=1');
    expect(pieces.products[0]!.productInfos).toMatchObject({ TIPOLOGIA: 'Pezzo', QTY_MULT: '1' });
  });

  it('counts facet values, each group among products matching the other groups', async () => {
    const all = await list(`parent_category_id=${SALUMI}`);
    const brands = facet(all, 'brand')!;
    expect(brands.name).toBe('Marca');
    const sum = (f: Facet) => f.values.reduce((n, v) => n + v.count, 0);
    expect(sum(brands)).toBe(all.page.totItems);
    expect(sum(facet(all, 'tipologia')!)).toBe(all.page.totItems);
    expect(facet(all, 'category')!.values.map((v) => v.name)).toEqual([
      'Salumi',
      'Formaggi',
      'Würstel e salumi cotti',
    ]);

    const mercato = countOf(all, 'brand', 'mercato');
    const picked = await list(`parent_category_id=${SALUMI}&facets=brand:mercato&page_size=100`);
    expect(picked.page.totItems).toBe(mercato);
    expect(picked.products.every((p) => p.vendor.name === 'Mercatò')).toBe(true);
    // The brand group still offers the other labels with their own counts.
    expect(facet(picked, 'brand')!.values.length).toBe(brands.values.length);
    expect(facet(picked, 'brand')!.values.find((v) => v.id === 'mercato')!.selected).toBe(true);
    expect(sum(facet(picked, 'tipologia')!)).toBe(mercato);
  });

  it('combines groups with AND and values of a group with OR', async () => {
    const base = `parent_category_id=${SALUMI}`;
    const one = await list(`${base}&facets=brand:mercato`);
    const two = await list(`${base}&facets=brand:mercato,salumificio-bertoni`);
    expect(two.page.totItems).toBe(
      countOf(one, 'brand', 'mercato') + countOf(one, 'brand', 'salumificio-bertoni'),
    );
    const both = await list(`${base}&facets=brand:mercato,salumificio-bertoni;tipologia:pezzo`);
    expect(both.page.totItems).toBe(countOf(two, 'tipologia', 'pezzo'));
    expect(
      both.products.every(
        (p) =>
          p.productInfos.TIPOLOGIA === 'Pezzo' &&
          ['Mercatò', 'Salumificio Bertoni'].includes(p.brand),
      ),
    ).toBe(true);
    const child = await list(`${base}&facets=category:4200;feature:dop-igp`);
    expect(child.products.every((p) => String(p.categoryId).startsWith('42'))).toBe(true);
    expect(child.products.every((p) => p.features.includes('dop-igp'))).toBe(true);
    // Upper case and spaces are read as the ids they spell.
    const weighed = await list(`${base}&facets=${encodeURIComponent('Tipologia: Peso')}`);
    expect(weighed.page.totItems).toBe(countOf(await list(base), 'tipologia', 'peso'));
  });

  it('keeps a selected value that matches nothing, so it can be unselected', async () => {
    const data = await list(`parent_category_id=${SALUMI}&facets=brand:marca-sconosciuta`);
    expect(data.products).toEqual([]);
    expect(data.page.totItems).toBe(0);
    expect(facet(data, 'brand')!.values).toContainEqual({
      id: 'marca-sconosciuta',
      name: 'marca-sconosciuta',
      count: 0,
      selected: true,
    });
  });

  it('sorts by price, name and promotion', async () => {
    const base = `parent_category_id=${SALUMI}&page_size=50`;
    const prices = (await list(`${base}&sort=price_asc`)).products.map((p) => p.priceDisplay);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = (await list(`${base}&sort=price_des`)).products.map((p) => p.priceDisplay);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await list(`${base}&sort=alf_asc`)).products.map((p) => p.name);
    expect(names).toEqual([...names].sort());
    const reversed = (await list(`${base}&sort=alf_des`)).products.map((p) => p.name);
    expect(reversed).toEqual([...reversed].sort().reverse());
    const promo = (await list(`${base}&sort=promo`)).products;
    const firstPlain = promo.findIndex((p) => !p.warehousePromo);
    expect(firstPlain).toBeGreaterThan(0);
    expect(promo.slice(firstPlain).every((p) => !p.warehousePromo)).toBe(true);
  });

  it('filters promotions and new products', async () => {
    const promo = await list('promo=true&page_size=100');
    expect(promo.page.totItems).toBeGreaterThan(100);
    for (const p of promo.products) {
      expect(p.warehousePromo?.view).toMatchObject({
        cssClass: expect.any(String),
        header: expect.any(String),
        body: expect.any(String),
        footer: expect.any(String),
      });
      if (p.priceStandardDisplay !== null)
        expect(p.priceStandardDisplay).toBeGreaterThan(p.priceDisplay);
    }
    expect(promo.products.map((p) => p.warehousePromo!.view.header)).toEqual(
      expect.arrayContaining(['3x2', 'Prezzo speciale', expect.stringMatching(/^-\d+%$/)]),
    );
    const fresh = await list('new=true&page_size=100');
    expect(fresh.page.totItems).toBeGreaterThan(20);
    expect(fresh.products.every((p) => p.isNew)).toBe(true);
    expect((await list('new_product=true')).page.totItems).toBe(fresh.page.totItems);
  });

  it('lists for preferred only what the shopper bought before', async () => {
    expect((await list('preferred=true')).products).toEqual([]);
    const cookies = await login(t, 'mario.rossi@esempio.it');
    const [mario] = await t.database.db
      .select({ id: users.userId })
      .from(users)
      .where(and(eq(users.login, 'mario.rossi@esempio.it'), eq(users.brandId, 'mercato')));
    // The seeded order history fills the demo shopper's purchases: start from none.
    await t.database.db.delete(purchasedProducts).where(eq(purchasedProducts.userId, mario!.id));
    expect((await list('preferred=true', cookies)).page.totItems).toBe(0);
    await t.database.db.insert(purchasedProducts).values({ userId: mario!.id, productId: 100001 });
    const bought = await list('preferred=true', cookies);
    expect(bought.products.map((p) => p.productId)).toEqual([100001]);
  });
});

/** Frutta e verdura: Frutta (1100), Verdura (1200), then Pronti da cuocere (1300). */
const FRUTTA_E_VERDURA = 1000;
const shelfOf = (p: Product) => Math.floor(p.categoryId / 100) * 100;

describe('GET /ebsn/api/products: the order of a category page', () => {
  it('opens a department with its first shelf: fresh fruit, not a product ready to cook', async () => {
    const first = await list(`parent_category_id=${FRUTTA_E_VERDURA}&page_size=24`);
    expect(first.products.map(shelfOf)).toEqual(first.products.map(() => 1100));
  });

  it('follows the shelves of the category tree, most relevant first within each', async () => {
    const shelves = (
      await list(`parent_category_id=${FRUTTA_E_VERDURA}&page_size=100`)
    ).products.map(shelfOf);
    expect(shelves).toEqual([...shelves].sort((a, b) => a - b));
    expect(new Set(shelves).size).toBeGreaterThan(1);
  });
});

describe('GET /ebsn/api/products: one product', () => {
  it('finds a product by slug, with nutrition, ingredients and allergens', async () => {
    const data = await list('slug=mercato-passata-di-pomodoro-700-g');
    expect(data.products).toHaveLength(1);
    expect(data.products[0]).toMatchObject({
      name: 'Mercatò Passata di pomodoro 700 g',
      brand: 'Mercatò',
      ingredients: 'Pomodoro 100% italiano, sale.',
      nutrition: { per: '100 g', energyKcal: expect.any(Number) },
      allergens: [],
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.app.inject('/ebsn/api/products?slug=non-esiste');
    expect(res.statusCode).toBe(404);
    expect(body(res).response.errors[0]!.error).toBe('Il prodotto richiesto non esiste.');
  });
});

describe('GET /ebsn/api/products: products named by id', () => {
  it('answers them in the order asked, each once, leaving out ids not sold', async () => {
    const page = await list(`parent_category_id=${SALUMI}&page_size=3`);
    const [a, b, c] = page.products.map((p) => p.productId);
    const data = await list(`product_ids=${c},${a},999999,${b},${c}`);
    expect(data.products.map((p) => p.productId)).toEqual([c, a, b]);
    expect(data.page).toEqual({ selPage: 1, totPages: 1, totItems: 3, itemsPerPage: 4 });
    expect(data.facets).toEqual([]);
    expect(data.products[0]).toEqual(page.products[2]);
  });
});

describe('prices per warehouse', () => {
  it("shows a logged-in shopper the prices of the cart's warehouse", async () => {
    const cookies = await login(t, 'mario.rossi@esempio.it');
    await t.app.inject({ url: '/ebsn/api/cart/view', cookies });
    const slug = 'mercato-passata-di-pomodoro-700-g';
    const before = (await list(`slug=${slug}`, cookies)).products[0]!;
    expect(before.deliveryWarehouse.warehouseId).toBe(89);

    const [mario] = await t.database.db
      .select({ id: users.userId })
      .from(users)
      .where(and(eq(users.login, 'mario.rossi@esempio.it'), eq(users.brandId, 'mercato')));
    await t.database.db.update(carts).set({ warehouseId: 91 }).where(eq(carts.userId, mario!.id));
    const [offer] = await t.database.db
      .select()
      .from(warehouseProducts)
      .where(
        and(
          eq(warehouseProducts.warehouseId, 91),
          eq(warehouseProducts.productId, before.productId),
        ),
      );

    const after = (await list(`slug=${slug}`, cookies)).products[0]!;
    expect(after.deliveryWarehouse.warehouseId).toBe(91);
    expect(Math.round(after.priceDisplay * 100)).toBe(offer!.priceCents);
    const page = await list('parent_category_id=9100', cookies);
    expect(page.products.every((p) => p.deliveryWarehouse.warehouseId === 91)).toBe(true);
    // Anonymous visitors keep the brand's default warehouse.
    expect((await list(`slug=${slug}`)).products[0]!.deliveryWarehouse.warehouseId).toBe(89);
  });
});

describe('bad input is a 4xx or an empty list, never a 500', () => {
  it.each([
    ['page', 'page=-1'],
    ['page', 'page=0'],
    ['page', 'page=abc'],
    ['page_size', 'page_size=100000'],
    ['page_size', 'page_size=101'],
    ['facets', 'facets=colore:rosso'],
    ['facets', 'facets=brand'],
    ['facets', 'facets=brand:%3Cscript%3E'],
    ['sort', 'sort=prezzo'],
    ['parent_category_id', 'parent_category_id=uno'],
    ['q', `q=${'a'.repeat(5000)}`],
    ['product_ids', 'product_ids=1,due'],
    ['product_ids', `product_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`],
  ])('400 naming %s (case %#)', async (field, query) => {
    const res = await t.app.inject(`/ebsn/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(body(res).response.errors[0]!.field).toBe(field);
  });

  it.each([
    ['q=%21%40%23%24%25%5E%26*()', 'symbols only'],
    ['q=%27%3B%20drop%20table%20products%3B%20--', 'SQL'],
    ['q=%27%20or%201%3D1%20--', 'SQL'],
    ['q=%5C%3A*%20%7C%20%26', 'tsquery syntax'],
    ['q=', 'empty'],
    ['parent_category_id=999999', 'unknown category'],
    [`parent_category_id=${SALUMI}&page=500`, 'a page past the end'],
  ])('%s (%s) → an empty list in its envelope', async (query) => {
    const data = await list(query);
    expect(data.products).toEqual([]);
  });

  it('keeps an empty query apart from no query', async () => {
    expect((await list('page_size=5')).products).toHaveLength(5);
    expect((await list('q=&page_size=5')).products).toEqual([]);
  });

  it('does not let a query reach the products table as SQL', async () => {
    await list('q=%27%3B%20delete%20from%20products%3B%20--');
    expect((await list('parent_category_id=1000')).page.totItems).toBeGreaterThan(0);
  });
});

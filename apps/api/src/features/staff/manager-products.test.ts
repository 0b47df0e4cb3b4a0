import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PRODUCT_EDIT_MESSAGES,
  productFormOf,
  type ChangeLog,
  type Order,
  type StaffProduct,
  type StaffProductList,
  type StaffProductSave,
} from '@spesa/domain';
import { warehouseProducts } from '../../db/schema';
import { beside, body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { MANAGER, PICKER, staffLogin } from '../../test/staff-support';
import { chooseDelivery, pickProducts, plainPiece, post, viewCart } from '../../test/cart-support';
import { bought, buy, linesReachingMinimum, prepare, viewOrder } from '../../test/checkout-support';
import type { FastifyInstance } from 'fastify';

/*
 * The manager's «Prodotti»: find a product, read it with its version, save
 * it through the feeds' writers. A stale version, and every bad field, is
 * refused with the Italian reason on its field; every save is recorded.
 */

/** The default brand's default warehouse, which a visitor sees. */
const WAREHOUSE = 89;

let t: TestApp;
let picker: Cookies;
let manager: Cookies;
let shopper: Cookies;
let picked: { productId: number; priceCents: number }[];

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  manager = await staffLogin(t, MANAGER);
  shopper = (await newShoppers(t, 1, 'manager-products'))[0]!;
  picked = await pickProducts(t, plainPiece, 4);
});
afterAll(() => t.close());

const get = (cookies: Cookies | null, url: string) =>
  t.app.inject({ url, ...(cookies ? { cookies } : {}) });
const save = (cookies: Cookies | null, payload: StaffProductSave) =>
  t.app.inject({
    method: 'POST',
    url: '/ebsn/api/staff/product',
    payload,
    ...(cookies ? { cookies } : {}),
  });

async function open(productId: number): Promise<StaffProduct> {
  const res = await get(manager, `/ebsn/api/staff/product?product_id=${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as unknown as StaffProduct;
}

async function search(query: string): Promise<StaffProductList> {
  const res = await get(manager, `/ebsn/api/staff/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body(res).data as unknown as StaffProductList;
}

const withPrice = (form: StaffProductSave, warehouseId: number, price: string) => ({
  ...form,
  shelves: form.shelves.map((s) => (s.warehouseId === warehouseId ? { ...s, price } : s)),
});

/** The product as the storefront's product page reads it, in the visitor's warehouse. */
async function storefrontPrice(app: FastifyInstance, slug: string): Promise<number | undefined> {
  const res = await app.inject(`/ebsn/api/products?slug=${slug}`);
  const found = (body(res).data as { products?: { priceDisplay: number }[] }).products ?? [];
  return found[0]?.priceDisplay;
}

const changesOf = async (productId: number): Promise<ChangeLog> =>
  body(await get(manager, `/ebsn/api/staff/changes?product_id=${productId}`))
    .data as unknown as ChangeLog;

describe('who may use «Prodotti»', () => {
  const calls = (productId: number) => [
    () => get(picker, '/ebsn/api/staff/products'),
    () => get(picker, `/ebsn/api/staff/product?product_id=${productId}`),
  ];

  it('refuses a picker with 403 and the Italian reason, a shopper with 403, nobody with 401', async () => {
    const productId = picked[0]!.productId;
    const form = productFormOf(await open(productId));
    for (const call of [...calls(productId), () => save(picker, form)]) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(body(res).response.errors[0]).toMatchObject({
        code: 'staff.manager_only',
        error: 'Solo il responsabile del negozio può modificare prodotti e offerte.',
      });
    }
    for (const cookies of [shopper, null]) {
      const status = cookies ? 403 : 401;
      expect((await get(cookies, '/ebsn/api/staff/products')).statusCode).toBe(status);
      expect(
        (await get(cookies, `/ebsn/api/staff/product?product_id=${productId}`)).statusCode,
      ).toBe(status);
      expect((await save(cookies, form)).statusCode).toBe(status);
    }
    expect((await open(productId)).version).toBe(form.version);
  });
});

describe('finding a product', () => {
  it('by the start of words of its name, whatever the case, by its EAN and by the start of its sku', async () => {
    const product = await open(picked[1]!.productId);
    const word = product.name.split(' ')[0]!.toUpperCase();
    const byName = await search(`q=${encodeURIComponent(word)}`);
    expect(byName.products.map((p) => p.productId)).toContain(product.productId);
    const stem = word.slice(0, 4);
    expect(
      byName.products.filter((p) => !p.name.toUpperCase().includes(stem)),
      word,
    ).toEqual([]);
    const twoWords = product.name.split(' ').slice(0, 2).join(' ').toLowerCase();
    const both = await search(`q=${encodeURIComponent(twoWords)}`);
    expect(both.products.map((p) => p.productId)).toContain(product.productId);
    expect(both.total).toBeLessThanOrEqual(byName.total);

    const byEan = await search(`q=${product.ean}`);
    expect(byEan.products.map((p) => p.productId)).toEqual([product.productId]);

    const bySku = await search(`q=${product.sku.toLowerCase()}`);
    expect(bySku.products[0]).toMatchObject({ productId: product.productId, sku: product.sku });
  });

  it('filters by category, status, offer and stock, 25 a page with the total', async () => {
    const all = await search('');
    expect(all.pageSize).toBe(25);
    expect(all.products).toHaveLength(25);
    expect(all.total).toBeGreaterThan(25);
    const second = await search('page=2');
    expect(second.products[0]!.productId).not.toBe(all.products[0]!.productId);

    const product = await open(picked[1]!.productId);
    const inCategory = await search(`category_id=${product.categoryId}`);
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.total).toBeLessThan(all.total);
    expect(inCategory.products.map((p) => p.productId)).toContain(product.productId);

    const offers = await search('on_offer=true');
    expect(offers.total).toBeGreaterThan(0);
    expect(offers.products.every((p) => p.onOffer)).toBe(true);
    const active = await search('status=active');
    expect(active.products.every((p) => p.active)).toBe(true);

    await t.database.db
      .update(warehouseProducts)
      .set({ available: 0 })
      .where(eq(warehouseProducts.productId, product.productId));
    const out = await search('out_of_stock=true');
    expect(out.products.map((p) => p.productId)).toContain(product.productId);
    expect(out.products.every((p) => p.outOfStock)).toBe(true);
  });

  it('refuses a filter it does not know, naming it', async () => {
    const res = await get(manager, '/ebsn/api/staff/products?status=forse');
    expect(res.statusCode).toBe(400);
  });
});

describe('the product page', () => {
  it('reads every warehouse shelf, the version and the shopper card', async () => {
    const product = await open(picked[0]!.productId);
    expect(product.version).toBeGreaterThanOrEqual(1);
    expect(product.shelves.map((s) => s.warehouseId)).toContain(WAREHOUSE);
    expect(product.preview).toMatchObject({ productId: product.productId, name: product.name });
    expect(product.categories.length).toBeGreaterThan(5);
    const missing = await get(manager, '/ebsn/api/staff/product?product_id=99999999');
    expect(missing.statusCode).toBe(404);
  });

  it('saves a price: the storefront shows it, the record keeps before and after under the manager', async () => {
    const product = await open(picked[0]!.productId);
    const shelf = product.shelves.find((s) => s.warehouseId === WAREHOUSE)!;
    const newCents = shelf.priceCents! + 111;
    const res = await save(
      manager,
      withPrice(productFormOf(product), WAREHOUSE, String(newCents / 100)),
    );
    expect(body(res).response.status, res.body).toBe(0);
    const saved = body(res).data as unknown as StaffProduct;
    expect(saved.version).toBe(product.version + 1);
    expect(saved.shelves.find((s) => s.warehouseId === WAREHOUSE)!.priceCents).toBe(newCents);
    expect(await storefrontPrice(t.app, product.slug)).toBe(newCents / 100);

    const log = await changesOf(product.productId);
    const entry = log.changes[0]!;
    expect(entry).toMatchObject({
      actorKind: 'staff',
      subject: 'product',
      subjectId: product.sku,
      productId: product.productId,
      what: `Prezzo cambiato (${shelf.warehouseName})`,
    });
    expect(entry.actorName).toContain(MANAGER.firstName);
    expect(String(entry.before!.prezzo)).toContain(
      (shelf.priceCents! / 100).toFixed(2).replace('.', ','),
    );
    expect(String(entry.after!.prezzo)).toContain((newCents / 100).toFixed(2).replace('.', ','));
    // Only what changed: one entry.
    expect(log.total).toBe(1);
  });

  it('records one entry per changed thing, and nothing for a save that changes nothing', async () => {
    const product = await open(picked[2]!.productId);
    const form = productFormOf(product);
    const res = await save(manager, {
      ...form,
      name: `${product.name} bis`,
      shortDescription: 'Nuova descrizione breve',
      vatRate: product.vatRate === 10 ? '22' : '10',
      tags: ['bio'],
    });
    expect(body(res).response.status, res.body).toBe(0);
    const whats = (await changesOf(product.productId)).changes.map((c) => c.what).sort();
    expect(whats).toEqual(
      [
        'Nome cambiato',
        'Descrizione breve cambiata',
        'Aliquota IVA cambiata',
        ...(product.tags.join() === 'bio' ? [] : ['Caratteristiche cambiate']),
      ].sort(),
    );
    const again = await open(product.productId);
    expect(again).toMatchObject({ name: `${product.name} bis`, tags: ['bio'] });
    const unchanged = await save(manager, productFormOf(again));
    expect(body(unchanged).response.status).toBe(0);
    expect((await open(product.productId)).version).toBe(again.version);
    expect((await changesOf(product.productId)).total).toBe(whats.length);
  });

  it('tells the second of two managers that the product changed since it was opened', async () => {
    const opened = await open(picked[3]!.productId);
    const first = await save(manager, { ...productFormOf(opened), name: `${opened.name} A` });
    expect(body(first).response.status).toBe(0);
    const second = await save(manager, { ...productFormOf(opened), name: `${opened.name} B` });
    expect(body(second).response.status).toBe(1);
    expect(body(second).response.errors[0]).toMatchObject({
      code: 'product.changed',
      error: PRODUCT_EDIT_MESSAGES.changed,
      field: 'version',
    });
    expect((await open(opened.productId)).name).toBe(`${opened.name} A`);
  });

  it('refuses every bad field with the Italian reason on that field, and writes nothing', async () => {
    const product = await open(picked[1]!.productId);
    const form = productFormOf(product);
    const taken = (await open(picked[0]!.productId)).ean;
    const cases: [Partial<StaffProductSave>, string, RegExp][] = [
      [withPrice(form, WAREHOUSE, '-1'), `shelves.${WAREHOUSE}.price`, /^Prezzo \(.+\): prezzo/],
      [withPrice(form, WAREHOUSE, ''), `shelves.${WAREHOUSE}.price`, /^Prezzo \(.+\): serve un/],
      [withPrice(form, WAREHOUSE, 'due'), `shelves.${WAREHOUSE}.price`, /^Prezzo/],
      [
        {
          shelves: form.shelves.map((s) =>
            s.warehouseId === WAREHOUSE ? { ...s, listPrice: s.price } : s,
          ),
        },
        `shelves.${WAREHOUSE}.listPrice`,
        /^Prezzo di listino \(.+\):/,
      ],
      [
        {
          shelves: form.shelves.map((s) =>
            s.warehouseId === WAREHOUSE ? { ...s, stock: '-3' } : s,
          ),
        },
        `shelves.${WAREHOUSE}.stock`,
        /^Giacenza \(.+\): giacenza -3 non valida/,
      ],
      [{ ean: '8001234567891' }, 'ean', /^EAN: EAN 8001234567891 non valido/],
      [{ ean: taken }, 'ean', /^EAN: EAN \d+ già usato/],
      [{ vatRate: '7' }, 'vatRate', /^Aliquota IVA: aliquota IVA 7 non valida/],
      [{ name: '' }, 'name', /^Nome: valore obbligatorio/],
      [{ name: 'x'.repeat(201) }, 'name', /^Nome: testo troppo lungo/],
      [{ tags: ['piccante'] }, 'tags', /^Caratteristiche:/],
      [{ categoryId: 999_999 }, 'categoryId', /^Categoria:/],
    ];
    for (const [change, field, message] of cases) {
      const res = await save(manager, { ...form, ...change });
      expect(res.statusCode, field).toBe(200);
      const error = body(res).response.errors[0]!;
      expect(body(res).response.status, field).toBe(1);
      expect(error.field, field).toBe(field);
      expect(error.error, field).toMatch(message);
    }
    const after = await open(product.productId);
    expect(after.version).toBe(product.version);
    expect(after.shelves).toEqual(product.shelves);
    expect((await changesOf(product.productId)).total).toBe(0);
  });

  it('takes a product off sale and back, with a list price struck through', async () => {
    const product = await open(picked[1]!.productId);
    const off = await save(manager, { ...productFormOf(product), active: false });
    expect(body(off).response.status, off.body).toBe(0);
    expect(await storefrontPrice(t.app, product.slug)).toBeUndefined();
    const offSale = body(off).data as unknown as StaffProduct;
    expect(offSale.active).toBe(false);
    expect((await search('status=inactive')).products.map((p) => p.productId)).toContain(
      product.productId,
    );

    const form = productFormOf(product);
    const on = await save(manager, {
      ...form,
      version: offSale.version,
      active: true,
      shelves: form.shelves.map((s) => ({ ...s, price: '2,00', listPrice: '2,50', stock: '40' })),
    });
    expect(body(on).response.status, on.body).toBe(0);
    const back = body(on).data as unknown as StaffProduct;
    expect(back.shelves.every((s) => s.priceCents === 200 && s.listPriceCents === 250)).toBe(true);
    expect(back.shelves.every((s) => s.available === 40)).toBe(true);
    const res = await t.app.inject(`/ebsn/api/products?slug=${product.slug}`);
    const [shown] = (body(res).data as { products: Record<string, unknown>[] }).products;
    expect(shown).toMatchObject({ priceDisplay: 2, priceStandardDisplay: 2.5 });
    const whats = (await changesOf(product.productId)).changes.map((c) => c.what);
    expect(whats).toContain('Stato di vendita cambiato');
    expect(whats.filter((w) => w.startsWith('Prezzo di listino cambiato'))).toHaveLength(
      back.shelves.length,
    );
  });
});

describe('a price saved and the orders and carts', () => {
  it('moves the price of a cart line, as the cart prices every line, never the price of a placed order', async () => {
    await chooseDelivery(t, shopper);
    const lines = linesReachingMinimum(picked.slice(0, 1));
    expect(
      body(await post(t, '/ebsn/api/cart/add', { items: lines }, shopper)).response.status,
    ).toBe(0);
    expect(body(await prepare(t, shopper)).response.status).toBe(0);
    const { order } = bought(await buy(t, shopper, 'payment_type_id=2'));
    const placed = await viewOrder(t, shopper, order.orderId);
    const before = (placed.items as Order['items']).find(
      (i) => (i.product as { productId: number }).productId === picked[0]!.productId,
    )!;

    await chooseDelivery(t, shopper);
    await post(
      t,
      '/ebsn/api/cart/add',
      { items: [{ productId: picked[0]!.productId, quantity: 1 }] },
      shopper,
    );
    const product = await open(picked[0]!.productId);
    const newCents = product.shelves.find((s) => s.warehouseId === WAREHOUSE)!.priceCents! + 50;
    const res = await save(
      manager,
      withPrice(productFormOf(product), WAREHOUSE, String(newCents / 100)),
    );
    expect(body(res).response.status, res.body).toBe(0);

    const kept = await viewOrder(t, shopper, order.orderId);
    expect(kept.grossTotal).toBe(placed.grossTotal);
    const keptLine = (kept.items as Order['items']).find(
      (i) => (i.product as { productId: number }).productId === picked[0]!.productId,
    )!;
    expect(keptLine).toEqual(before);

    const cart = await viewCart(t, shopper);
    const line = cart.cartItems.find((i) => i.product.productId === picked[0]!.productId)!;
    expect(line.product.priceDisplay).toBe(newCents / 100);
  });
});

/* Two shop processes on one PostgreSQL: a price saved through one is what the other serves next. */
describe.skipIf(!process.env.DATABASE_URL)('across processes, on PostgreSQL', () => {
  it('the other process serves the new price once the save’s notification arrives (within a second)', async () => {
    const other = await beside(t);
    try {
      const product = await open(picked[2]!.productId);
      // The other process holds the product page's answer in memory now.
      const shown = await storefrontPrice(other.app, product.slug);
      expect(shown).toBe(
        product.shelves.find((s) => s.warehouseId === WAREHOUSE)!.priceCents! / 100,
      );
      const newCents = Math.round(shown! * 100) + 7;
      const res = await save(
        manager,
        withPrice(productFormOf(product), WAREHOUSE, String(newCents / 100)),
      );
      expect(body(res).response.status, res.body).toBe(0);
      // The other process hears of the save by PostgreSQL's notification, which arrives as
      // the save commits: within the bound the cross-process tests keep (a second).
      const until = Date.now() + 1_000;
      let seen = await storefrontPrice(other.app, product.slug);
      while (seen !== newCents / 100 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        seen = await storefrontPrice(other.app, product.slug);
      }
      expect(seen).toBe(newCents / 100);
    } finally {
      await other.close();
    }
  });
});

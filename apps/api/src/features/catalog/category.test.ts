import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Category, CategoryBlock, CategoryDetail } from '@spesa/domain';
import { products, warehouseProducts } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';

let t: TestApp;
/** A leaf emptied in the default warehouse, to see `filtered` at work. */
const EMPTIED_LEAF = 6102;

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const inLeaf = await t.database.db
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.categoryId, EMPTIED_LEAF));
  await t.database.db.delete(warehouseProducts).where(
    and(
      eq(warehouseProducts.warehouseId, 89),
      inArray(
        warehouseProducts.productId,
        inLeaf.map((p) => p.id),
      ),
    ),
  );
});
afterAll(() => t.close());

const tree = async (query: string): Promise<Category[]> => {
  const res = await t.app.inject(`/ebsn/api/category?${query}`);
  expect(res.statusCode).toBe(200);
  return (body(res).data as { categories: Category[] }).categories;
};

const flatten = (categories: Category[]): Category[] =>
  categories.flatMap((c) => [c, ...flatten(c.categories)]);

describe('GET /ebsn/api/category (tree)', () => {
  it('has at least 20 top-level departments, three levels deep, with menu metadata', async () => {
    const tops = await tree('filtered=false&depth=3&hash=w0d0t0');
    expect(tops.length).toBeGreaterThanOrEqual(20);
    expect(tops.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Frutta e verdura', 'Salumi e formaggi', 'Vini, birre e liquori']),
    );
    const frutta = tops.find((c) => c.slug === 'frutta-e-verdura')!;
    expect(frutta.categories[0]!.categories[0]).toMatchObject({
      name: 'Mele e pere',
      slug: 'frutta-e-verdura/frutta/mele-e-pere',
      level: 3,
    });
    expect(frutta.metaData.category_info).toMatchObject({
      TITLE: 'Frutta e verdura',
      DESCRIPTION: expect.stringContaining('Frutta'),
      MENU_IMAGE: '/img/categories/1000/menu.webp',
      ICON: '/img/categories/1000/icon.webp',
    });
    expect(frutta.metaData.category_info.HIDE_IN_MENU).toBeUndefined();
    // A department's shelf described for a shopper, not a template.
    expect(frutta.categories[0]!.metaData.category_info.DESCRIPTION).toContain(
      'Lo sfuso si pesa in negozio',
    );
  });

  it('returns categories hidden from the menu, flagged', async () => {
    const all = flatten(await tree('filtered=false'));
    const hidden = all.filter((c) => c.metaData.category_info.HIDE_IN_MENU === 'true');
    expect(hidden.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Shopper e imballaggi', 'Dolci delle feste']),
    );
  });

  it('answers the delivery dialogs’ headings as content categories, kept out of the menu', async () => {
    for (const [slug, title] of [
      ['address-selector', 'Come vuoi ricevere la spesa?'],
      ['timeslot-selector', 'Scegli giorno e orario'],
    ]) {
      const res = await t.app.inject(`/ebsn/api/category?slug=${slug}`);
      expect(res.statusCode).toBe(200);
      const { category } = body(res).data as { category: CategoryDetail };
      expect(category.metaData.category_info).toMatchObject({ TITLE: title, HIDE_IN_MENU: 'true' });
    }
    expect(flatten(await tree('')).map((c) => c.slug)).not.toContain('address-selector');
  });

  it('cuts the tree at depth', async () => {
    const tops = await tree('depth=1');
    expect(tops.every((c) => c.categories.length === 0)).toBe(true);
    const two = await tree('depth=2');
    expect(two[0]!.categories.length).toBeGreaterThan(0);
    expect(two[0]!.categories.every((c) => c.categories.length === 0)).toBe(true);
  });

  it('drops categories without products only when filtered', async () => {
    const unfiltered = flatten(await tree('filtered=false'));
    expect(unfiltered.find((c) => c.categoryId === EMPTIED_LEAF)).toMatchObject({
      productCount: 0,
    });
    const filtered = flatten(await tree('filtered=true'));
    expect(filtered.find((c) => c.categoryId === EMPTIED_LEAF)).toBeUndefined();
    expect(filtered.every((c) => c.productCount > 0)).toBe(true);
  });

  it('with q, keeps the categories holding matching products', async () => {
    const all = flatten(await tree('q=mozzarella'));
    expect(all.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Salumi e formaggi', 'Mozzarelle e latticini freschi']),
    );
    expect(all.find((c) => c.name === 'Pasta, riso e cereali')).toBeUndefined();
    expect(await tree('q=%24%25%26')).toEqual([]);
  });
});

describe('GET /ebsn/api/category (one category)', () => {
  it('finds a category by slug, with children and breadcrumb', async () => {
    const res = await t.app.inject('/ebsn/api/category?slug=frutta-e-verdura/frutta');
    const category = (body(res).data as { category: CategoryDetail }).category;
    expect(category).toMatchObject({ categoryId: 1100, name: 'Frutta', parentId: 1000, level: 2 });
    expect(category.categories.map((c) => c.name)).toContain('Agrumi');
    expect(category.breadcrumb).toEqual([
      { categoryId: 1000, slug: 'frutta-e-verdura', name: 'Frutta e verdura' },
      { categoryId: 1100, slug: 'frutta-e-verdura/frutta', name: 'Frutta' },
    ]);
    expect(category.categoryBlockIds).toEqual([11001]);
  });

  it('finds a category by categoryId', async () => {
    const res = await t.app.inject('/ebsn/api/category?categoryId=1101');
    expect((body(res).data as { category: CategoryDetail }).category.name).toBe('Mele e pere');
  });

  it('answers 404 for an unknown slug or id, 400 for a malformed one', async () => {
    const unknown = await t.app.inject('/ebsn/api/category?slug=frutta-e-verdura/nessuna');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).response.errors[0]).toMatchObject({
      error: 'La categoria richiesta non esiste.',
      field: 'slug',
    });
    expect((await t.app.inject('/ebsn/api/category?categoryId=999999')).statusCode).toBe(404);
    const malformed = await t.app.inject('/ebsn/api/category?slug=..%2F%3Cscript%3E');
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).response.errors[0]!.field).toBe('slug');
    expect((await t.app.inject('/ebsn/api/category?depth=-1')).statusCode).toBe(400);
  });
});

describe('GET /ebsn/api/category-block/info', () => {
  it('gives a block of a category page', async () => {
    const res = await t.app.inject('/ebsn/api/category-block/info?categoryBlockId=10001');
    expect(body(res).data).toEqual({
      categoryBlock: {
        categoryBlockId: 10001,
        categoryId: 1000,
        type: 'banner',
        title: 'Frutta e verdura: le offerte della settimana',
        description: expect.any(String),
        imageURL: '/img/categories/1000/menu.webp',
        // The department's offers: the page the banner sits on, filtered, not itself again.
        linkURL: '/category/frutta-e-verdura?promo=true',
        cssClass: 'category-block-banner',
      },
    });
  });

  it("gives a shelf's tip as a text block that does not repeat the description", async () => {
    const detail = await t.app.inject('/ebsn/api/category?categoryId=1100');
    const category = (body(detail).data as { category: CategoryDetail }).category;
    const res = await t.app.inject('/ebsn/api/category-block/info?categoryBlockId=11001');
    const block = (body(res).data as { categoryBlock: CategoryBlock }).categoryBlock;
    expect(block).toMatchObject({
      categoryId: 1100,
      type: 'text',
      title: 'Come conservare la frutta',
      imageURL: null,
      linkURL: null,
    });
    expect(block.description).not.toBe(category.metaData.category_info.DESCRIPTION);
  });

  it('lists no blocks for a shelf without a tip, nor for a department kept out of the menu', async () => {
    const blockIds = async (query: string) =>
      (body(await t.app.inject(`/ebsn/api/category?${query}`)).data as { category: CategoryDetail })
        .category.categoryBlockIds;
    expect(await blockIds('slug=bevande/acqua')).toEqual([]);
    // The shop's bags: nothing on offer to advertise.
    expect(await blockIds('slug=shopper-e-imballaggi')).toEqual([]);
  });

  it('answers 404 for an unknown block and 400 for a missing id', async () => {
    expect((await t.app.inject('/ebsn/api/category-block/info?categoryBlockId=1')).statusCode).toBe(
      404,
    );
    const missing = await t.app.inject('/ebsn/api/category-block/info');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).response.errors[0]!.field).toBe('categoryBlockId');
  });
});

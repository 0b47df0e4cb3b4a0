import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../../db/client';
import { products, warehouseProducts, warehouses } from '../../db/schema';
import { seedBrands } from '../brands';
import { seedBrandWarehouses, seedCatalogue } from '.';
import { DEMO_FEEDS, DEMO_FEED_DIR, demoFeedTexts, demoSku } from './demo-feeds';
import { catalogueRows } from './drawn';

describe('the demo catalogue’s feed files', () => {
  it.each(DEMO_FEEDS.map((f) => f.file))('%s is what npm run seed:feeds writes', async (file) => {
    const committed = await readFile(path.join(DEMO_FEED_DIR, file), 'utf8');
    expect(committed === demoFeedTexts('full')[file]).toBe(true);
  });
});

describe('the demo catalogue, imported by the import service', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    await seedBrands(database.db);
    await seedCatalogue(database.db, 'full');
    await seedBrandWarehouses(database.db, 'full');
  }, 120_000);
  afterAll(() => database.close());

  it('holds every product the builders draw, by the same id, sku added', async () => {
    const { built } = catalogueRows('full');
    const rows = await database.db.select().from(products).orderBy(products.productId);
    expect(rows).toHaveLength(built.length);
    rows.forEach((row, i) => {
      const expected = built[i]!.row;
      expect(row.sku).toBe(demoSku(expected.productId!));
      expect({ ...row, imageSource: undefined }).toMatchObject({
        ...expected,
        imageSource: undefined,
      });
    });
  });

  it('sells each in the warehouses the builders stock it in, at their prices, stock and promotions', async () => {
    const { offers, brandOffers } = catalogueRows('full');
    const shelves = await database.db.select().from(warehouseProducts);
    const key = (o: { warehouseId: number; productId: number }) =>
      `${o.warehouseId}/${o.productId}`;
    const byKey = new Map(shelves.map((s) => [key(s), s]));
    const expected = [...offers, ...brandOffers];
    expect(shelves).toHaveLength(expected.length);
    for (const o of expected) {
      const shelf = byKey.get(key(o));
      expect(shelf, key(o)).toBeDefined();
      const seen = {
        priceCents: shelf!.priceCents,
        priceStandardCents: shelf!.priceStandardCents,
        available: shelf!.available,
        promo: shelf!.promo && { ...shelf!.promo, view: { ...shelf!.promo.view, footer: '' } },
      };
      expect(seen, key(o)).toEqual({
        priceCents: o.priceCents,
        priceStandardCents: o.priceStandardCents ?? null,
        available: o.available,
        promo: o.promo ? { ...o.promo, view: { ...o.promo.view, footer: '' } } : null,
      });
    }
  });
});

describe('a catalogue seeded before the demo feeds', () => {
  it('gets the brands’ own warehouses all the same', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(database);
      const { db } = database;
      await seedBrands(db);
      await seedCatalogue(db, 'small');
      await db.update(products).set({ sku: null });
      await seedBrandWarehouses(db, 'small');
      const brandShelves = await db
        .select()
        .from(warehouseProducts)
        .where(inArray(warehouseProducts.warehouseId, [189, 191, 193]));
      expect(brandShelves).toHaveLength(catalogueRows('small').brandOffers.length);
      expect(await db.select().from(warehouses)).toHaveLength(6);
    } finally {
      await database.close();
    }
  });
});

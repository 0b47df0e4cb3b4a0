import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { warehouseProducts } from '../../db/schema';
import { build, type TestApp } from '../../test/helper';
import { CategoryCatalogue } from './category-catalogue';
import { ProductCache } from './product-cache';

const WAREHOUSE = 89;
const BRAND = 'mercato';

let t: TestApp;
let ids: number[];
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const rows = await t.database.db
    .select({ id: warehouseProducts.productId })
    .from(warehouseProducts)
    .where(eq(warehouseProducts.warehouseId, WAREHOUSE))
    .orderBy(warehouseProducts.productId)
    .limit(2);
  ids = rows.map((r) => r.id);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A price change in the database, as the store's system would make it. */
const raisePrice = (productId: number) =>
  t.database.db
    .update(warehouseProducts)
    .set({ priceCents: sql`${warehouseProducts.priceCents} + 100` })
    .where(
      and(eq(warehouseProducts.warehouseId, WAREHOUSE), eq(warehouseProducts.productId, productId)),
    );

describe('ProductCache', () => {
  it('shows a product at most a minute old, read again in the background after 45 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-26T10:00:00Z');
    vi.setSystemTime(start);
    const cache = new ProductCache(t.database.db, new CategoryCatalogue(t.database.db));
    const priceOf = async (id: number) =>
      (await cache.get(WAREHOUSE, BRAND, [id]))[0]!.priceDisplay;
    const [refreshed, expired] = [ids[0]!, ids[1]!];
    const before = { refreshed: await priceOf(refreshed), expired: await priceOf(expired) };
    await raisePrice(refreshed);
    await raisePrice(expired);

    vi.setSystemTime(start.getTime() + 30_000);
    expect(await priceOf(refreshed)).toBe(before.refreshed);

    // Past 45 s: the held price at once, the new one after the background read.
    vi.setSystemTime(start.getTime() + 50_000);
    expect(await priceOf(refreshed)).toBe(before.refreshed);
    await vi.waitFor(async () => expect(await priceOf(refreshed)).toBe(before.refreshed + 1));

    // Past a minute nothing old is shown: the page waits for the new price.
    vi.setSystemTime(start.getTime() + 61_000);
    expect(await priceOf(expired)).toBe(before.expired + 1);
  });
});

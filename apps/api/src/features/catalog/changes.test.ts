import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announce, announceStock } from '../../db/change-feed';
import { products, warehouseProducts } from '../../db/schema';
import { beside, body, build, type TestApp } from '../../test/helper';
import { takeStock } from '../orders';

/** The default brand's default warehouse, which a visitor sees. */
const WAREHOUSE = 89;

let t: TestApp;
let slug: string;
let productId: number;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  const [row] = await t.database.db
    .select({ slug: products.slug, productId: products.productId })
    .from(products)
    .innerJoin(warehouseProducts, eq(warehouseProducts.productId, products.productId))
    .where(and(eq(warehouseProducts.warehouseId, WAREHOUSE), gt(warehouseProducts.available, 20)))
    .orderBy(products.productId)
    .limit(1);
  ({ slug, productId } = row!);
});
afterAll(() => t.close());

/** The product as a visitor of the brand's default warehouse sees it. */
async function shown(app: FastifyInstance): Promise<{ productId: number; available: number }> {
  const res = await app.inject(`/ebsn/api/products?slug=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  const [product] = (body(res).data as { products: { productId: number; available: number }[] })
    .products;
  return product!;
}

/** The product's row in the warehouse, changed straight in the database. */
const onShelf = () =>
  and(eq(warehouseProducts.warehouseId, WAREHOUSE), eq(warehouseProducts.productId, productId));
const setAvailable = (available: number | SQL) =>
  t.database.db.update(warehouseProducts).set({ available }).where(onShelf());

const shelf = async (): Promise<number> => {
  const [row] = await t.database.db
    .select({ available: warehouseProducts.available })
    .from(warehouseProducts)
    .where(
      and(eq(warehouseProducts.warehouseId, WAREHOUSE), eq(warehouseProducts.productId, productId)),
    );
  return row!.available;
};

/** Asks until the answer is expected, for at most a second (issue 37's bound). */
async function within1s(read: () => Promise<number>, expected: number): Promise<number> {
  const until = Date.now() + 1_000;
  let seen = await read();
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    seen = await read();
  }
  return seen;
}

describe('a change of stock reaches the cached catalogue', () => {
  it('shows an order’s stock move at once, and nothing of one rolled back', async () => {
    const before = (await shown(t.app)).available;
    expect(before).toBe(await shelf());

    await t.database.db.transaction((tx) => takeStock(tx, WAREHOUSE, [{ productId, quantity: 2 }]));
    expect(await within1s(async () => (await shown(t.app)).available, before - 2)).toBe(before - 2);

    // A rolled-back move is never told: the answer stays what the shelf says.
    await t.database.db
      .transaction(async (tx) => {
        await takeStock(tx, WAREHOUSE, [{ productId, quantity: 1 }]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await shown(t.app)).available).toBe(before - 2);
    expect(await shelf()).toBe(before - 2);
  });

  it('forgets products whose stock ran out, and lists them as unavailable', async () => {
    await setAvailable(0);
    await announceStock(t.database.db, WAREHOUSE, [{ productId }], true);
    expect(await within1s(async () => (await shown(t.app)).available, 0)).toBe(0);
    await setAvailable(sql`${warehouseProducts.available} + 10`);
    await announceStock(t.database.db, WAREHOUSE, [{ productId }], true);
    expect(await within1s(async () => (await shown(t.app)).available, 10)).toBe(10);
  });
});

/** The cache-burst value an API answer carries. */
const burstOf = async (app: FastifyInstance): Promise<number> =>
  Number((await app.inject('/ebsn/api/cart/view')).headers['x-ebsn-cache-burst']);

describe('the cache-burst value (docs/rules/api-conventions.md Client GET cache)', () => {
  it('is on every API answer and grows with a catalogue change, not with a stock move', async () => {
    const before = await burstOf(t.app);
    expect(before).toBeGreaterThan(0);
    await announceStock(t.database.db, WAREHOUSE, [{ productId }], false);
    expect(await burstOf(t.app)).toBe(before);
    await t.database.db.transaction((tx) => announce(tx, { kind: 'catalogue' }));
    expect(await within1s(() => burstOf(t.app), before + 1)).toBe(before + 1);
    // A change rolled back moves nothing.
    await t.database.db
      .transaction(async (tx) => {
        await announce(tx, { kind: 'catalogue' });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await burstOf(t.app)).toBe(before + 1);
  });
});

/*
 * Two shop processes on one PostgreSQL (issue 37): each keeps its own caches,
 * and a change made through one is seen on the other within a second.
 */
describe.skipIf(!process.env.DATABASE_URL)('across processes, on PostgreSQL', () => {
  it('a stock move made by one process shows on the other within a second', async () => {
    const other = await beside(t);
    try {
      const before = (await shown(other.app)).available;
      // The other process now holds the product and its answer in memory.
      expect((await shown(other.app)).available).toBe(before);
      await t.database.db.transaction((tx) =>
        takeStock(tx, WAREHOUSE, [{ productId, quantity: 3 }]),
      );
      expect(await within1s(async () => (await shown(other.app)).available, before - 3)).toBe(
        before - 3,
      );
    } finally {
      await other.close();
    }
  });

  it('both processes answer the same cache-burst value, before and after a catalogue change', async () => {
    const other = await beside(t);
    try {
      const before = await burstOf(t.app);
      expect(await burstOf(other.app)).toBe(before);
      await t.database.db.transaction((tx) => announce(tx, { kind: 'catalogue' }));
      expect(await within1s(() => burstOf(other.app), before + 1)).toBe(before + 1);
    } finally {
      await other.close();
    }
  });

  it('after its listening connection broke, a process reads everything again', async () => {
    const before = (await shown(t.app)).available;
    // A change nobody announced, and the listening connection cut by the server: what was
    // notified meanwhile may be lost, so the process forgets what it holds once it listens again.
    await setAvailable(sql`${warehouseProducts.available} + 5`);
    expect((await shown(t.app)).available).toBe(before);
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    const until = Date.now() + 5_000;
    let seen = before;
    while (seen === before && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await shown(t.app)).available;
    }
    expect(seen).toBe(before + 5);
  });

  it('keeps serving when the server ends its idle connections', async () => {
    // Its pool holds idle connections after these calls.
    await Promise.all([shown(t.app), shown(t.app), t.app.inject('/health/ready')]);
    await t.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.app.inject('/health/ready')).statusCode).toBe(200);
    expect((await shown(t.app)).productId).toBe(productId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { categories, orderItems, products, seedSteps } from '../../db/schema';
import { build, type TestApp } from '../../test/helper';
import { seed } from '..';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

/** The rate of the small catalogue's product on a leaf (one product per leaf). */
async function rateOn(leafSlug: string): Promise<{ name: string; vatRate: number }> {
  const [row] = await t.database.db
    .select({ name: products.name, vatRate: products.vatRate })
    .from(products)
    .innerJoin(categories, eq(categories.categoryId, products.categoryId))
    .where(eq(categories.slug, leafSlug));
  return row!;
}

const LEAVES = [
  ['salumi-e-formaggi/formaggi/mozzarelle-e-latticini-freschi', /Mozzarella/, 4],
  ['salumi-e-formaggi/formaggi/formaggi-al-banco', /Parmigiano/, 4],
  ['latte-burro-e-yogurt/latte/latte-fresco', /Latte fresco/, 4],
  // Eggs are parte III of Tabella A: 10 %, not the 4 % of milk and cheese.
  ['uova/uova-fresche/uova-di-gallina', /Uova/, 10],
  ['vini-birre-e-liquori/vini/vini-rossi', /Chianti/, 22],
  ['frutta-e-verdura/verdura/erbe-aromatiche', /Basilico/, 5],
] as const;

describe('products’ VAT rates', () => {
  it.each(LEAVES)('seeds %s at its own rate', async (slug, name, rate) => {
    const product = await rateOn(slug);
    expect(product.name).toMatch(name);
    expect(product.vatRate).toBe(rate);
  });

  it('corrects a database seeded before, products and order lines', async () => {
    const { db } = t.database;
    const lines = await db.select({ id: orderItems.orderItemId }).from(orderItems).limit(50);
    expect(lines.length).toBeGreaterThan(0);
    await db.update(products).set({ vatRate: 22 });
    await db.update(orderItems).set({ vatRate: 22 });
    await db.delete(seedSteps).where(eq(seedSteps.name, 'product-vat-rates'));

    expect(await seed(db)).toEqual(['product-vat-rates']);
    for (const [slug, , rate] of LEAVES) expect((await rateOn(slug)).vatRate).toBe(rate);
    const corrected = await db
      .select({ line: orderItems.vatRate, product: products.vatRate })
      .from(orderItems)
      .innerJoin(products, eq(products.productId, orderItems.productId))
      .where(
        inArray(
          orderItems.orderItemId,
          lines.map((l) => l.id),
        ),
      );
    expect(corrected.every((c) => c.line === c.product)).toBe(true);
    expect(corrected.some((c) => c.line !== 22)).toBe(true);
    expect(await seed(db)).toEqual([]);
  });
});

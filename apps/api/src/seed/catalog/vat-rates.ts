import { eq, inArray, sql } from 'drizzle-orm';
import { vatRateOfProduct, type VatRate } from '@spesa/domain';
import type { Db } from '../../db/client';
import { categories, orderItems, products } from '../../db/schema';

/** Rows per UPDATE: well under the bind parameters of one statement. */
const BATCH = 1000;

/**
 * Issue 29: each product's own VAT rate, for a database seeded when every
 * product was at the column's default (22 %), by the rule the catalogue seed
 * now applies. The order lines written before carried no rate of their own
 * either (the documents guessed it from the department): they take their
 * product's, the closest to the rate they were sold at.
 */
export async function seedVatRates(db: Db): Promise<void> {
  const rows = await db
    .select({ productId: products.productId, name: products.name, slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.categoryId, products.categoryId));
  const byRate = new Map<VatRate, number[]>();
  for (const row of rows) {
    const rate = vatRateOfProduct({ categorySlug: row.slug, name: row.name });
    byRate.set(rate, [...(byRate.get(rate) ?? []), row.productId]);
  }
  for (const [rate, ids] of byRate)
    for (let i = 0; i < ids.length; i += BATCH)
      await db
        .update(products)
        .set({ vatRate: rate })
        .where(inArray(products.productId, ids.slice(i, i + BATCH)));
  await db.update(orderItems).set({
    vatRate: sql`(select ${products.vatRate} from ${products} where ${products.productId} = ${orderItems.productId})`,
  });
}

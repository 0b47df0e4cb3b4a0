import { inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { products, warehouseProducts } from '../../../../db/schema';

/** A batch's products already in the shop, by sku, and every warehouse row of theirs. */
export async function rowsOfBatch(db: Db, skus: string[]) {
  const named = await db.select().from(products).where(inArray(products.sku, skus));
  const shelves = named.length
    ? await db
        .select()
        .from(warehouseProducts)
        .where(
          inArray(
            warehouseProducts.productId,
            named.map((p) => p.productId),
          ),
        )
    : [];
  return { named, shelves };
}

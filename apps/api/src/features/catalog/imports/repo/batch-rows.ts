import { getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { products, warehouseProducts } from '../../../../db/schema';

// The search vector is the largest column and no feed compares it.
const { searchVector: _searchVector, ...compared } = getTableColumns(products);

/** A batch's products already in the shop, by sku, and every warehouse row of theirs. */
export async function rowsOfBatch(db: Db, skus: string[]) {
  const named = await db.select(compared).from(products).where(inArray(products.sku, skus));
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

/** Keys in one order, so that two equal objects read the same however they were stored. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

/** `set` of an upsert: these columns take the proposed row's values. */
export function excludedOf<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  keys: readonly K[],
  table: T,
): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((k) => [k, sql.raw(`excluded."${columns[k]!.name}"`)]),
  ) as Record<K, SQL>;
}

/** Keys in one order, so that two equal objects read the same however they were stored. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { warehouseProducts } from '../../../db/schema';

/**
 * The stock of the products as it is now, share-locked to the end of the
 * transaction: a decrement in flight is waited for, and none lands before the
 * lines are written. Rows are taken in product order, as checkout's takeStock
 * takes them, so the two never wait on each other.
 */
export async function lockedStock(
  tx: Db,
  warehouseId: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: warehouseProducts.productId, available: warehouseProducts.available })
    .from(warehouseProducts)
    .where(
      and(
        eq(warehouseProducts.warehouseId, warehouseId),
        inArray(warehouseProducts.productId, [...productIds]),
      ),
    )
    .orderBy(asc(warehouseProducts.productId))
    .for('share');
  return new Map(rows.map((r) => [r.productId, r.available]));
}

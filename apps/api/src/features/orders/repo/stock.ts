import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { announceStock, crossesZero } from '../../../db/change-feed';
import { warehouseProducts } from '../../../db/schema';

/*
 * The shelf's stock as orders move it: an order takes its goods, a cancelled
 * one gives them back, the store's weighing and substitutes move what
 * actually left. The catalogue's feeds set the counts (table-owners.test.ts).
 */

export interface StockMove {
  productId: number;
  /** In the selling unit, like the warehouse's `available`. */
  quantity: number;
}

/**
 * Takes the goods of an order from the warehouse's stock. Each decrement is
 * conditional, so concurrent buyers of the last units queue on the row and
 * only those the stock covers succeed; rows are taken in product order so
 * two orders never wait on each other. Answers the first product whose stock
 * does not cover the quantity (the caller rolls back), or null. Every
 * process of the shop hears of the move when the transaction commits.
 */
export async function takeStock(
  tx: Db,
  warehouseId: number,
  moves: readonly StockMove[],
): Promise<number | null> {
  let crossedZero = false;
  for (const { productId, quantity } of [...moves].sort((a, b) => a.productId - b.productId)) {
    const [taken] = await tx
      .update(warehouseProducts)
      .set({ available: sql`${warehouseProducts.available} - ${quantity}` })
      .where(
        and(
          eq(warehouseProducts.warehouseId, warehouseId),
          eq(warehouseProducts.productId, productId),
          gte(warehouseProducts.available, quantity),
        ),
      )
      .returning({ available: warehouseProducts.available });
    if (!taken) return productId;
    crossedZero ||= crossesZero(taken.available, -quantity);
  }
  await announceStock(tx, warehouseId, moves, crossedZero);
  return null;
}

/**
 * The shelf follows what left the store: a cancelled order's or a missing
 * line's goods go back, a substitute's are taken (never below zero: they were
 * on the shelf, whatever the count said). In product order, as takeStock takes them.
 */
export async function moveStock(
  tx: Db,
  warehouseId: number,
  moves: readonly StockMove[],
): Promise<void> {
  let crossedZero = false;
  for (const { productId, quantity } of [...moves].sort((a, b) => a.productId - b.productId)) {
    const [moved] = await tx
      .update(warehouseProducts)
      .set({ available: sql`greatest(${warehouseProducts.available} + ${quantity}, 0)` })
      .where(
        and(
          eq(warehouseProducts.warehouseId, warehouseId),
          eq(warehouseProducts.productId, productId),
        ),
      )
      .returning({ available: warehouseProducts.available });
    if (moved) crossedZero ||= crossesZero(moved.available, quantity);
  }
  await announceStock(tx, warehouseId, moves, crossedZero);
}

import type { Db } from '../../../db/client';

/**
 * How much of each product the shopper's orders of today hold, for the daily
 * maximum (docs/rules/cart.md, MAXACQ). Orders do not exist yet, so nothing was ordered
 * today and the cart's own quantity is what the maximum checks; the orders
 * feature answers this from its order lines (same owner, today in Rome).
 */
export async function orderedToday(
  _db: Db,
  _userId: number,
  _productIds: readonly number[],
): Promise<Map<number, number>> {
  return new Map();
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, products } from '../../db/schema';

/** The shopper's cart row, locked for the purchase. */
export async function lockCartRow(tx: Db, cartId: number, userId: number) {
  const [row] = await tx
    .select({ version: carts.version, statusId: carts.cartStatusId })
    .from(carts)
    .where(and(eq(carts.cartId, cartId), eq(carts.userId, userId)))
    .for('update');
  return row ?? null;
}

/** The products' VAT rates as the order is written (the cart's product carries none). */
export async function vatRatesOf(tx: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: products.productId, vatRate: products.vatRate })
    .from(products)
    .where(inArray(products.productId, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.productId, r.vatRate]));
}

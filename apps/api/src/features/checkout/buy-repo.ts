import { and, eq, inArray, sql } from 'drizzle-orm';
import { CART_STATUS_ORDERED } from '@spesa/domain';
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

/** The cart is bought: the shopper gets a new one at the next read. */
export async function markCartOrdered(tx: Db, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ cartStatusId: CART_STATUS_ORDERED, lockedUntil: null })
    .where(eq(carts.cartId, cartId));
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

/**
 * Each product's purchases, which break ties in the search's ranking and
 * order the listings (decision 019). What one shopper bought, for 'I più
 * acquistati' and the "preferred" filter, counts at delivery instead
 * (docs/rules/lists.md). Products in id order, as takeStock locks their
 * stock, so two orders never wait on each other.
 */
export async function recordPurchases(tx: Db, productIds: number[]): Promise<void> {
  const unique = [...new Set(productIds)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await tx
    .update(products)
    .set({ popularity: sql`${products.popularity} + 1` })
    .where(inArray(products.productId, unique));
}

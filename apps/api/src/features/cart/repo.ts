import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CART_STATUS_OPEN, carts } from '../../db/schema';

export type CartRow = typeof carts.$inferSelect;

/** Statuses of a cart still in the shopper's hands (7 = locked for payment). */
const LIVE_STATUSES = [CART_STATUS_OPEN, 7];

export async function findLiveCart(
  db: Db,
  brandId: string,
  userId: number,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.brandId, brandId),
        eq(carts.userId, userId),
        inArray(carts.cartStatusId, LIVE_STATUSES),
      ),
    )
    .limit(1);
  return row;
}

/** Creates the shopper's cart; a concurrent creation wins and this one reads it back. */
export async function findOrCreateLiveCart(
  db: Db,
  brandId: string,
  userId: number,
  warehouseId: number,
): Promise<CartRow> {
  const existing = await findLiveCart(db, brandId, userId);
  if (existing) return existing;
  await db.insert(carts).values({ brandId, userId, warehouseId }).onConflictDoNothing();
  const created = await findLiveCart(db, brandId, userId);
  if (!created) throw new Error(`cart of user ${userId} could not be created`);
  return created;
}

/**
 * The shopper's cart row, locked for the rest of the transaction: every change
 * of a cart's lines, infos or codes queues here, and the owner is part of the
 * lookup, so a cart id of someone else is simply not found.
 */
export async function lockOwnedCart(
  tx: Db,
  cartId: number,
  userId: number,
): Promise<CartRow | undefined> {
  const [row] = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.cartId, cartId),
        eq(carts.userId, userId),
        inArray(carts.cartStatusId, LIVE_STATUSES),
      ),
    )
    .for('update');
  return row;
}

export async function saveCartInfos(
  tx: Db,
  cartId: number,
  cartInfos: Record<string, string>,
): Promise<void> {
  await tx.update(carts).set({ cartInfos, updatedAt: new Date() }).where(eq(carts.cartId, cartId));
}

export async function saveCartStatus(tx: Db, cartId: number, cartStatusId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ cartStatusId, updatedAt: new Date() })
    .where(eq(carts.cartId, cartId));
}

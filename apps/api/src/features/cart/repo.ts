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

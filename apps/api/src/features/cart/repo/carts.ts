import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { CART_STATUS_OPEN, carts } from '../../../db/schema';
import type { BrandRow } from '../../brands';
import type { UserRow } from '../../users';

export type CartRow = typeof carts.$inferSelect;

/** Statuses of a cart still in the shopper's hands (7 = locked for payment). */
export const LIVE_STATUSES = [CART_STATUS_OPEN, 7];

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

/** The shopper's live cart row, created on first sight. */
export const liveCart = (db: Db, brand: BrandRow, user: UserRow): Promise<CartRow> =>
  findOrCreateLiveCart(db, brand.brandId, user.userId, brand.config.defaultWarehouseId);

/**
 * Moves the version of a locked cart, strictly forward: readers holding a copy
 * of its lines and codes (in this process or another) see it is stale. Answers
 * the cart row as the transaction leaves it.
 */
export async function moveCartVersion(
  tx: Db,
  cartId: number,
): Promise<{ cart: CartRow; version: string }> {
  const [row] = await tx
    .update(carts)
    .set({
      updatedAt: sql`greatest(clock_timestamp(), ${carts.updatedAt} + interval '1 microsecond')`,
    })
    .where(eq(carts.cartId, cartId))
    .returning({ ...getTableColumns(carts), version: sql<string>`${carts.updatedAt}::text` });
  if (!row) throw new Error(`cart ${cartId} vanished under its lock`);
  const { version, ...cart } = row;
  return { cart, version };
}

/** Within withLockedCart, which moves the cart's version. */
export async function saveCartInfos(
  tx: Db,
  cartId: number,
  cartInfos: Record<string, string>,
): Promise<void> {
  await tx.update(carts).set({ cartInfos }).where(eq(carts.cartId, cartId));
}

/** Within withLockedCart, which moves the cart's version. */
export async function saveCartStatus(tx: Db, cartId: number, cartStatusId: number): Promise<void> {
  await tx.update(carts).set({ cartStatusId }).where(eq(carts.cartId, cartId));
}

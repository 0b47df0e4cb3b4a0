import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  CART_STATUS_LOCKED,
  CART_STATUS_OPEN,
  CART_STATUS_ORDERED,
  CART_STATUS_PARKED,
} from '@spesa/domain';
import { cartItems, carts } from '../../../db/schema';
import type { BrandRow } from '../../brands';
import { carryLastAddress } from '../../delivery';
import { cartContext } from './delivery-context';
import type { UserRow } from '../../users';

export type CartRow = typeof carts.$inferSelect;

/** Statuses of a cart still in the shopper's hands (7 = locked for payment). */
export const LIVE_STATUSES = [CART_STATUS_OPEN, CART_STATUS_LOCKED];

/** The shopper's cart in progress at the brand (owner in the condition). */
const liveCartOf = (brandId: string, userId: number) =>
  and(
    eq(carts.brandId, brandId),
    eq(carts.userId, userId),
    inArray(carts.cartStatusId, LIVE_STATUSES),
  );

export async function findLiveCart(
  db: Db,
  brandId: string,
  userId: number,
): Promise<CartRow | undefined> {
  const [row] = await db.select().from(carts).where(liveCartOf(brandId, userId)).limit(1);
  return row;
}

/**
 * The shopper's live cart row, created on first sight at the address they
 * chose for the last one; a concurrent creation wins and this one reads it back.
 */
export async function liveCart(db: Db, brand: BrandRow, user: UserRow): Promise<CartRow> {
  const { brandId } = brand;
  const { userId } = user;
  const existing = await findLiveCart(db, brandId, userId);
  if (existing) return existing;
  const [made] = await db
    .insert(carts)
    .values({ brandId, userId, warehouseId: brand.config.defaultWarehouseId })
    .onConflictDoNothing()
    .returning({ cartId: carts.cartId });
  if (made) await carryLastAddress(db, cartContext(brand, { cartId: made.cartId, userId }));
  const created = await findLiveCart(db, brandId, userId);
  if (!created) throw new Error(`cart of user ${userId} could not be created`);
  return created;
}

/**
 * The cart row as a transaction that changed it leaves it: its version is
 * moved by the database's triggers with every change of the row, its lines
 * or its codes, so readers holding a copy (in this process or another) see
 * it is stale.
 */
export async function cartAsLeft(tx: Db, cartId: number): Promise<CartRow> {
  const [row] = await tx.select().from(carts).where(eq(carts.cartId, cartId));
  if (!row) throw new Error(`cart ${cartId} vanished under its lock`);
  return row;
}

/** Within changeCart, which holds the cart's lock. */
export async function saveCartInfos(
  tx: Db,
  cartId: number,
  cartInfos: Record<string, string>,
): Promise<void> {
  await tx.update(carts).set({ cartInfos }).where(eq(carts.cartId, cartId));
}

/**
 * Within changeCart, which holds the cart's lock. Locks the cart until the
 * deadline (status 7), or, with null, opens it again (status 1). Locking
 * records the version it leaves (the statement moves the version itself, so
 * the trigger adds nothing): checkout/buy refuses a cart changed since.
 */
export async function saveCartLock(
  tx: Db,
  cartId: number,
  lockedUntil: Date | null,
): Promise<void> {
  await tx
    .update(carts)
    .set(
      lockedUntil
        ? {
            cartStatusId: CART_STATUS_LOCKED,
            lockedUntil,
            version: sql`${carts.version} + 1`,
            preparedVersion: sql`${carts.version} + 1`,
          }
        : { cartStatusId: CART_STATUS_OPEN, lockedUntil: null, preparedVersion: null },
    )
    .where(eq(carts.cartId, cartId));
}

/** The shopper's live cart, locked for the rest of the transaction (owner in the WHERE clause). */
export async function lockLiveCart(
  tx: Db,
  brandId: string,
  userId: number,
): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(liveCartOf(brandId, userId)).for('update');
  return row;
}

/** The cart in progress goes aside, untouched, while the shopper edits an order. */
export async function parkCart(tx: Db, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ cartStatusId: CART_STATUS_PARKED, lockedUntil: null, preparedVersion: null })
    .where(eq(carts.cartId, cartId));
}

/**
 * The cart set aside comes back as the shopper's open cart, once the edit's
 * cart has left the live statuses (one live cart per shopper).
 */
export async function unparkCart(tx: Db, brandId: string, userId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ cartStatusId: CART_STATUS_OPEN })
    .where(
      and(
        eq(carts.brandId, brandId),
        eq(carts.userId, userId),
        eq(carts.cartStatusId, CART_STATUS_PARKED),
      ),
    );
}

export interface EditCart {
  brandId: string;
  userId: number;
  warehouseId: number;
  storeId: number | null;
  cartInfos: Record<string, string>;
  editingOrderId: number;
  lines: {
    productId: number;
    selectOptions: Record<string, string>;
    optionsKey: string;
    quantity: number;
    acceptAlternatives: boolean;
    notes: string;
  }[];
}

/**
 * The live cart that holds the edit of a placed order, with the order's lines;
 * undefined, writing nothing, when the shopper has a live cart already (one
 * another transaction wrote after the caller looked).
 */
export async function insertEditCart(tx: Db, edit: EditCart): Promise<number | undefined> {
  const { lines, ...cart } = edit;
  const [row] = await tx
    .insert(carts)
    .values(cart)
    .onConflictDoNothing()
    .returning({ cartId: carts.cartId });
  if (!row) return undefined;
  if (lines.length > 0)
    await tx.insert(cartItems).values(lines.map((l) => ({ ...l, cartId: row.cartId })));
  return row.cartId;
}

/** An abandoned edit's cart goes: its lines, delivery choice and hold with it (cascade). */
export async function deleteCart(tx: Db, cartId: number): Promise<void> {
  await tx.delete(carts).where(eq(carts.cartId, cartId));
}

/** The cart is bought: the shopper gets a new one at the next read. */
export async function markCartOrdered(tx: Db, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ cartStatusId: CART_STATUS_ORDERED, lockedUntil: null })
    .where(eq(carts.cartId, cartId));
}

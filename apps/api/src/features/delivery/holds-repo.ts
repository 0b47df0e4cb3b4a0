import { and, count, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeslotHolds } from '../../db/schema';

export type HoldRow = typeof timeslotHolds.$inferSelect;

/** Unexpired holds of a dated slot, except the given cart's own. */
export async function countOtherLiveHolds(
  tx: Db,
  timeslotDayId: number,
  cartId: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(timeslotHolds)
    .where(
      and(
        eq(timeslotHolds.timeslotDayId, timeslotDayId),
        gt(timeslotHolds.expiresAt, now),
        ne(timeslotHolds.cartId, cartId),
      ),
    );
  return row?.n ?? 0;
}

/** One hold per cart: taking a slot replaces (so releases) the cart's previous one. */
export async function holdPlace(
  tx: Db,
  cartId: number,
  timeslotDayId: number,
  expiresAt: Date,
): Promise<void> {
  await tx
    .insert(timeslotHolds)
    .values({ cartId, timeslotDayId, expiresAt })
    .onConflictDoUpdate({
      target: timeslotHolds.cartId,
      set: { timeslotDayId, expiresAt, createdAt: new Date() },
    });
}

export async function releaseHold(tx: Db, cartId: number): Promise<void> {
  await tx.delete(timeslotHolds).where(eq(timeslotHolds.cartId, cartId));
}

export async function findHold(db: Db, cartId: number): Promise<HoldRow | undefined> {
  const [row] = await db
    .select()
    .from(timeslotHolds)
    .where(eq(timeslotHolds.cartId, cartId))
    .limit(1);
  return row;
}

/** Expired holds count for nothing (every lookup checks expiry); this keeps them from piling up. */
export async function deleteExpiredHolds(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(timeslotHolds)
    .where(lte(timeslotHolds.expiresAt, now))
    .returning({ cartId: timeslotHolds.cartId });
  return gone.length;
}

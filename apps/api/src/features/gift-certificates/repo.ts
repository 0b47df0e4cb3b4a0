import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCertificates, userGiftCertificates } from '../../db/schema';

export type GiftCertificateRow = typeof giftCertificates.$inferSelect;

/** Codes are stored upper case; shoppers type them in any case, with stray spaces. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

export async function findByCode(
  db: Db,
  brandId: string,
  code: string,
): Promise<GiftCertificateRow | undefined> {
  const [row] = await db
    .select()
    .from(giftCertificates)
    .where(
      and(eq(giftCertificates.brandId, brandId), eq(giftCertificates.code, normaliseCode(code))),
    )
    .limit(1);
  return row;
}

/**
 * Takes one redemption of a code, if one is left. The condition is checked by
 * the UPDATE itself: concurrent takers queue on the row and each re-reads the
 * count, so a single-use code goes to exactly one of them.
 */
export async function takeRedemption(tx: Db, giftCertificateId: number): Promise<boolean> {
  const taken = await tx
    .update(giftCertificates)
    .set({ redemptions: sql`${giftCertificates.redemptions} + 1` })
    .where(
      and(
        eq(giftCertificates.giftCertificateId, giftCertificateId),
        or(
          isNull(giftCertificates.maxRedemptions),
          lt(giftCertificates.redemptions, giftCertificates.maxRedemptions),
        ),
      ),
    )
    .returning({ id: giftCertificates.giftCertificateId });
  return taken.length > 0;
}

export async function giveBackRedemption(tx: Db, giftCertificateId: number): Promise<void> {
  await tx
    .update(giftCertificates)
    .set({ redemptions: sql`greatest(${giftCertificates.redemptions} - 1, 0)` })
    .where(eq(giftCertificates.giftCertificateId, giftCertificateId));
}

export interface AppliedCodeOwner {
  userId: number;
  cartId: number;
}

/** Applies a code to the shopper's cart; false when the cart already holds it. */
export async function insertApplied(
  tx: Db,
  owner: AppliedCodeOwner,
  giftCertificateId: number,
): Promise<boolean> {
  const rows = await tx
    .insert(userGiftCertificates)
    .values({ ...owner, giftCertificateId })
    .onConflictDoNothing()
    .returning({ id: userGiftCertificates.userGiftCertificateId });
  return rows.length > 0;
}

/** Takes a code off the shopper's cart; false when it was not on it. */
export async function deleteApplied(
  tx: Db,
  owner: AppliedCodeOwner,
  giftCertificateId: number,
): Promise<boolean> {
  const rows = await tx
    .delete(userGiftCertificates)
    .where(
      and(
        eq(userGiftCertificates.userId, owner.userId),
        eq(userGiftCertificates.cartId, owner.cartId),
        eq(userGiftCertificates.giftCertificateId, giftCertificateId),
        isNull(userGiftCertificates.orderId),
      ),
    )
    .returning({ id: userGiftCertificates.userGiftCertificateId });
  return rows.length > 0;
}

export interface AppliedCode {
  userGiftCertificateId: number;
  certificate: GiftCertificateRow;
}

/** The codes on the shopper's cart, oldest first. */
export async function listApplied(db: Db, owner: AppliedCodeOwner): Promise<AppliedCode[]> {
  return db
    .select({
      userGiftCertificateId: userGiftCertificates.userGiftCertificateId,
      certificate: giftCertificates,
    })
    .from(userGiftCertificates)
    .innerJoin(
      giftCertificates,
      eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId),
    )
    .where(
      and(
        eq(userGiftCertificates.userId, owner.userId),
        eq(userGiftCertificates.cartId, owner.cartId),
      ),
    )
    .orderBy(userGiftCertificates.userGiftCertificateId);
}

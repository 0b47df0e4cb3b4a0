import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCertificates, userGiftCertificates } from '../../db/schema';

export type GiftCertificateRow = typeof giftCertificates.$inferSelect;

/** Codes are stored upper case; shoppers type them in any case, with stray spaces. */
const normaliseCode = (code: string): string => code.trim().toUpperCase();

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
 * The code as a shopper may use it: `assignedToOthers` when the shop gave it
 * to other shoppers (rows with neither cart nor order, as loyalty vouchers)
 * and not to this one. A code given to nobody is anyone's.
 */
export async function findCodeFor(
  db: Db,
  brandId: string,
  code: string,
  userId: number,
): Promise<{ certificate: GiftCertificateRow; assignedToOthers: boolean } | undefined> {
  // Nested, not inline: a single-table select writes the columns of its own
  // fields unqualified, and inside the subquery they would name its table.
  const othersOnly = sql`(
    select bool_and(${userGiftCertificates.userId} <> ${userId})
    from ${userGiftCertificates}
    where ${userGiftCertificates.giftCertificateId} = ${giftCertificates.giftCertificateId}
      and ${userGiftCertificates.cartId} is null and ${userGiftCertificates.orderId} is null)`;
  const [row] = await db
    .select({
      certificate: giftCertificates,
      assignedToOthers: sql<boolean>`coalesce(${othersOnly}, false)`,
    })
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

/** A gift certificate row as json_build_object writes it: timestamps as text. */
type GiftCertificateJson = Omit<GiftCertificateRow, 'validFrom' | 'validUntil'> & {
  validFrom: string | null;
  validUntil: string | null;
};

/**
 * The codes on a cart as one JSON value, for a caller that reads the whole
 * cart in one statement (a round trip saved on every cart view). `cartId` and
 * `userId` are the caller's SQL for the owner's cart; parse with parseAppliedCodes.
 */
export const appliedCodesJson = (cartId: SQL, userId: SQL): SQL<unknown> => sql`coalesce((
  select json_agg(json_build_object(
    'userGiftCertificateId', ${userGiftCertificates.userGiftCertificateId},
    'certificate', json_build_object(
      'giftCertificateId', ${giftCertificates.giftCertificateId},
      'brandId', ${giftCertificates.brandId},
      'code', ${giftCertificates.code},
      'description', ${giftCertificates.description},
      'kind', ${giftCertificates.kind},
      'percent', ${giftCertificates.percent},
      'amountCents', ${giftCertificates.amountCents},
      'minSpendCents', ${giftCertificates.minSpendCents},
      'validFrom', ${giftCertificates.validFrom},
      'validUntil', ${giftCertificates.validUntil},
      'maxRedemptions', ${giftCertificates.maxRedemptions},
      'redemptions', ${giftCertificates.redemptions}))
    order by ${userGiftCertificates.userGiftCertificateId})
  from ${userGiftCertificates}
  join ${giftCertificates}
    on ${giftCertificates.giftCertificateId} = ${userGiftCertificates.giftCertificateId}
  where ${userGiftCertificates.cartId} = ${cartId} and ${userGiftCertificates.userId} = ${userId}
), '[]'::json)`;

const dateOrNull = (text: string | null): Date | null => (text === null ? null : new Date(text));

export const parseAppliedCodes = (json: unknown): AppliedCode[] =>
  (json as { userGiftCertificateId: number; certificate: GiftCertificateJson }[]).map((code) => ({
    userGiftCertificateId: code.userGiftCertificateId,
    certificate: {
      ...code.certificate,
      validFrom: dateOrNull(code.certificate.validFrom),
      validUntil: dateOrNull(code.certificate.validUntil),
    },
  }));

/** The cart's codes go with the order it became. */
export async function attachCodesToOrder(tx: Db, cartId: number, orderId: number): Promise<void> {
  await tx
    .update(userGiftCertificates)
    .set({ orderId })
    .where(eq(userGiftCertificates.cartId, cartId));
}

/** A cancelled order gives its codes back: each may be used again. */
export async function releaseOrderCodes(tx: Db, orderId: number): Promise<void> {
  const released = await tx
    .delete(userGiftCertificates)
    .where(eq(userGiftCertificates.orderId, orderId))
    .returning({ giftCertificateId: userGiftCertificates.giftCertificateId });
  for (const { giftCertificateId } of released) await giveBackRedemption(tx, giftCertificateId);
}

/**
 * An edited order's codes show on the cart that edits it (order/modify): they
 * stay attached to the order, so they cannot be removed there or used twice.
 */
export async function lendOrderCodesToCart(tx: Db, orderId: number, cartId: number): Promise<void> {
  await tx
    .update(userGiftCertificates)
    .set({ cartId })
    .where(eq(userGiftCertificates.orderId, orderId));
}

/** The codes a cart applied and no order took go back: each may be used again. */
export async function releaseCartCodes(tx: Db, cartId: number): Promise<void> {
  const released = await tx
    .delete(userGiftCertificates)
    .where(and(eq(userGiftCertificates.cartId, cartId), isNull(userGiftCertificates.orderId)))
    .returning({ giftCertificateId: userGiftCertificates.giftCertificateId });
  for (const { giftCertificateId } of released) await giveBackRedemption(tx, giftCertificateId);
}

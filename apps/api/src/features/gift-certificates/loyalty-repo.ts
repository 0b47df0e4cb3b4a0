import { and, desc, eq, isNotNull, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { CLOSED_ORDER_STATUSES, type LoyaltyMovement } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  giftCertificates,
  loyaltyMovements,
  orders,
  userGiftCertificates,
  users,
} from '../../db/schema';
import type { CertificateOwner } from './list-repo';

type MovementInsert = typeof loyaltyMovements.$inferInsert;

/**
 * The balance is the sum of the shopper's movements, computed where it is
 * read rather than kept in user_points: a kept copy must move in the same
 * transaction as every movement, and the index on (user_id, at) makes the sum
 * of a shopper's few movements as cheap as reading the copy.
 * `userId` is the caller's SQL for the owner.
 */
export const loyaltyBalanceSql = (userId: SQL): SQL<number> =>
  sql<number>`(select coalesce(sum(${loyaltyMovements.points}), 0)::int
    from ${loyaltyMovements} where ${loyaltyMovements.userId} = ${userId})`;

export async function findLoyaltyBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${loyaltyMovements.points}), 0)::int` })
    .from(loyaltyMovements)
    .where(eq(loyaltyMovements.userId, userId));
  return row?.balance ?? 0;
}

/** The shopper's movements, newest first. */
export async function listLoyaltyMovements(db: Db, userId: number): Promise<LoyaltyMovement[]> {
  const rows = await db
    .select({
      movementId: loyaltyMovements.movementId,
      at: loyaltyMovements.at,
      reason: loyaltyMovements.reason,
      description: loyaltyMovements.description,
      points: loyaltyMovements.points,
      orderId: loyaltyMovements.orderId,
    })
    .from(loyaltyMovements)
    .where(eq(loyaltyMovements.userId, userId))
    .orderBy(desc(loyaltyMovements.at), desc(loyaltyMovements.movementId));
  return rows.map(({ at, ...movement }) => ({ ...movement, date: at.toISOString() }));
}

/** The points of the shopper's orders at the brand that are on their way (not closed yet). */
export async function findReservedPoints(db: Db, owner: CertificateOwner): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${orders.loyaltyPoints}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, owner.userId),
        eq(orders.brandId, owner.brandId),
        notInArray(orders.orderStatusId, [...CLOSED_ORDER_STATUSES]),
      ),
    );
  return row?.points ?? 0;
}

/**
 * Holds the shopper's row until the transaction ends, so that two deliveries
 * of theirs convert one balance after the other, never the same points twice.
 * NO KEY UPDATE: the foreign keys of other inserts (movements, carts) do not
 * wait. Answers who to mail the vouchers to; undefined when the shopper is gone.
 */
export async function lockLoyaltyOwner(
  tx: Db,
  userId: number,
): Promise<{ email: string; firstName: string } | undefined> {
  const [row] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.userId, userId))
    .for('no key update');
  return row;
}

/** False when the order had already credited its points (the unique (order_id, reason)). */
export async function insertOrderMovement(
  tx: Db,
  movement: Omit<MovementInsert, 'reason'> & { orderId: number },
): Promise<boolean> {
  const rows = await tx
    .insert(loyaltyMovements)
    .values({ ...movement, reason: 'order' })
    .onConflictDoNothing()
    .returning({ movementId: loyaltyMovements.movementId });
  return rows.length > 0;
}

export async function insertMovement(tx: Db, movement: MovementInsert): Promise<void> {
  await tx.insert(loyaltyMovements).values(movement);
}

/** A new certificate at the brand; undefined when its code is taken already. */
export async function insertCertificate(
  tx: Db,
  certificate: typeof giftCertificates.$inferInsert,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(giftCertificates)
    .values(certificate)
    .onConflictDoNothing()
    .returning({ giftCertificateId: giftCertificates.giftCertificateId });
  return row?.giftCertificateId;
}

/** Gives the shopper a certificate: a row with neither cart nor order (list-manual-assigned). */
export async function assignCertificate(
  tx: Db,
  userId: number,
  giftCertificateId: number,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(userGiftCertificates)
    .values({ userId, giftCertificateId, createdAt: at })
    .returning({ userGiftCertificateId: userGiftCertificates.userGiftCertificateId });
  return row!.userGiftCertificateId;
}

/** The points a delivered order credited, and when: undefined when it credited none. */
export async function findOrderCredit(
  tx: Db,
  orderId: number,
): Promise<{ userId: number; points: number; at: Date } | undefined> {
  const [row] = await tx
    .select({
      userId: loyaltyMovements.userId,
      points: loyaltyMovements.points,
      at: loyaltyMovements.at,
    })
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.orderId, orderId), eq(loyaltyMovements.reason, 'order')));
  return row;
}

/** Whether the order's points were taken back already (a refund's movement is unique per order). */
export async function hasRefundMovement(tx: Db, orderId: number): Promise<boolean> {
  const rows = await tx
    .select({ movementId: loyaltyMovements.movementId })
    .from(loyaltyMovements)
    .where(and(eq(loyaltyMovements.orderId, orderId), eq(loyaltyMovements.reason, 'refund')));
  return rows.length > 0;
}

/**
 * The vouchers a delivery issued: creditLoyalty gives the order's movement and
 * its vouchers' one instant, under the shopper's lock, so a voucher movement
 * of the shopper at that instant is one of them.
 */
export async function findVouchersIssuedAt(tx: Db, userId: number, at: Date) {
  return tx
    .select({
      userGiftCertificateId: userGiftCertificates.userGiftCertificateId,
      giftCertificateId: userGiftCertificates.giftCertificateId,
      code: giftCertificates.code,
    })
    .from(loyaltyMovements)
    .innerJoin(
      userGiftCertificates,
      eq(userGiftCertificates.userGiftCertificateId, loyaltyMovements.userGiftCertificateId),
    )
    .innerJoin(
      giftCertificates,
      eq(giftCertificates.giftCertificateId, userGiftCertificates.giftCertificateId),
    )
    .where(
      and(
        eq(loyaltyMovements.userId, userId),
        eq(loyaltyMovements.reason, 'voucher'),
        eq(loyaltyMovements.at, at),
      ),
    )
    .orderBy(loyaltyMovements.movementId);
}

/**
 * Withdraws a voucher no order has used: it lapses now (a cart still holding
 * it gets nothing off) and leaves the shopper's list. False when an order used
 * it: that one stays spent. The condition is in the UPDATE, so it is read on
 * the certificate's row as it stands when the update takes it.
 */
export async function withdrawUnusedVoucher(
  tx: Db,
  voucher: { userGiftCertificateId: number; giftCertificateId: number },
  at: Date,
): Promise<boolean> {
  const usedByAnOrder = tx
    .select({ one: sql`1` })
    .from(userGiftCertificates)
    .where(
      and(
        eq(userGiftCertificates.giftCertificateId, voucher.giftCertificateId),
        isNotNull(userGiftCertificates.orderId),
      ),
    );
  const lapsed = await tx
    .update(giftCertificates)
    .set({ validUntil: at })
    .where(
      and(
        eq(giftCertificates.giftCertificateId, voucher.giftCertificateId),
        notExists(usedByAnOrder),
      ),
    )
    .returning({ giftCertificateId: giftCertificates.giftCertificateId });
  if (lapsed.length === 0) return false;
  await tx
    .delete(userGiftCertificates)
    .where(eq(userGiftCertificates.userGiftCertificateId, voucher.userGiftCertificateId));
  return true;
}

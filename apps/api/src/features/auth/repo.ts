import { and, count, eq, gt, isNull, lt, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { loginDevices, loginFailures, sessions, users } from '../../db/schema';
import { acceptedLegals, hasFavourites, type ShopperRow } from '../users';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session lookup, built once per database: it runs on nearly every request. */
const liveSessionQuery = perDatabase((db) =>
  db
    .select({
      session: sessions,
      user: users,
      legals: acceptedLegals,
      hasFavorites: hasFavourites,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.userId, sessions.userId), eq(users.brandId, sessions.brandId)))
    .where(
      and(
        eq(sessions.sessionHash, sql.placeholder('sessionHash')),
        eq(sessions.brandId, sql.placeholder('brandId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/** A live session of the brand and its user, in one round trip. */
export async function findLiveSession(
  db: Db,
  brandId: string,
  sessionHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: ShopperRow } | undefined> {
  const [row] = await liveSessionQuery(db).execute({ sessionHash, brandId, now });
  return (
    row && {
      session: row.session,
      user: { ...row.user, legals: row.legals.map(Number), hasFavorites: !!row.hasFavorites },
    }
  );
}

export async function touchSession(
  db: Db,
  sessionHash: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt, expiresAt })
    .where(eq(sessions.sessionHash, sessionHash));
}

export async function deleteSession(db: Db, sessionHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sessionHash, sessionHash));
}

/**
 * Ends every session of an account (password reset, deletion), or all but
 * the one the request came with (password change).
 */
export async function deleteSessionsOfUser(
  db: Db,
  userId: number,
  exceptHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptHash === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.sessionHash, exceptHash)),
    );
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * Which failures one throttle counts: an account's from one address, an
 * address's, or one known device's.
 */
export type FailureBucket =
  | { by: 'account'; brandId: string; accountKey: string; ip: string }
  | { by: 'address'; ip: string }
  | { by: 'device'; brandId: string; accountKey: string; deviceHash: string };

function bucketFilter(bucket: FailureBucket) {
  switch (bucket.by) {
    case 'account':
      return and(
        eq(loginFailures.brandId, bucket.brandId),
        eq(loginFailures.accountKey, bucket.accountKey),
        eq(loginFailures.ip, bucket.ip),
        isNull(loginFailures.deviceHash),
      );
    case 'address':
      return and(eq(loginFailures.ip, bucket.ip), isNull(loginFailures.deviceHash));
    case 'device':
      return and(
        eq(loginFailures.brandId, bucket.brandId),
        eq(loginFailures.accountKey, bucket.accountKey),
        eq(loginFailures.deviceHash, bucket.deviceHash),
      );
  }
}

/** How many failures of the bucket fall after `since`, and when the last one was. */
export async function failuresOf(
  db: Db,
  bucket: FailureBucket,
  since: Date,
): Promise<{ count: number; last: Date | null }> {
  const [row] = await db
    .select({ count: count(), last: max(loginFailures.failedAt) })
    .from(loginFailures)
    .where(and(bucketFilter(bucket), gt(loginFailures.failedAt, since)));
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

export async function recordFailure(
  db: Db,
  row: {
    brandId: string;
    accountKey: string;
    ip: string;
    deviceHash: string | null;
    failedAt: Date;
  },
): Promise<void> {
  await db.insert(loginFailures).values(row);
}

/**
 * A successful login forgives the failures of the throttle it passed (the
 * account's from that address, or its own device's), not the failures others
 * made elsewhere; old rows of everyone are pruned too.
 */
export async function clearFailures(
  db: Db,
  bucket: Extract<FailureBucket, { by: 'account' | 'device' }>,
  olderThan: Date,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(or(bucketFilter(bucket), lt(loginFailures.failedAt, olderThan)));
}

/** The accounts of the brand that logged in from this device since `since`. */
export async function accountsOfDevice(
  db: Db,
  brandId: string,
  deviceHash: string,
  since: Date,
): Promise<string[]> {
  const rows = await db
    .select({ accountKey: loginDevices.accountKey })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.deviceHash, deviceHash),
        eq(loginDevices.brandId, brandId),
        gt(loginDevices.lastUsedAt, since),
      ),
    );
  return rows.map((r) => r.accountKey);
}

export async function rememberDevice(
  db: Db,
  row: { deviceHash: string; brandId: string; accountKey: string; lastUsedAt: Date },
): Promise<void> {
  await db
    .insert(loginDevices)
    .values(row)
    .onConflictDoUpdate({
      target: [loginDevices.deviceHash, loginDevices.brandId, loginDevices.accountKey],
      set: { lastUsedAt: row.lastUsedAt },
    });
}

export async function forgetDevicesUnusedSince(db: Db, since: Date): Promise<void> {
  await db.delete(loginDevices).where(lt(loginDevices.lastUsedAt, since));
}

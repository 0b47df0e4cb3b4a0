import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { loginFailures, sessions, users } from '../../db/schema';
import type { UserRow } from '../users';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The session lookup, built once per database: it runs on nearly every request. */
const liveSessionQuery = perDatabase((db) =>
  db
    .select({ session: sessions, user: users })
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
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await liveSessionQuery(db).execute({ sessionHash, brandId, now });
  return row;
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

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

export async function countFailures(
  db: Db,
  brandId: string,
  accountKey: string,
  ip: string,
  since: Date,
): Promise<{ account: number; address: number }> {
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.brandId, brandId),
        eq(loginFailures.accountKey, accountKey),
        gt(loginFailures.failedAt, since),
      ),
    );
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.failedAt, since)));
  return { account: byAccount?.n ?? 0, address: byAddress?.n ?? 0 };
}

export async function recordFailure(
  db: Db,
  brandId: string,
  accountKey: string,
  ip: string,
): Promise<void> {
  await db.insert(loginFailures).values({ brandId, accountKey, ip });
}

/** A successful login forgives the account's failures; old rows of everyone are pruned too. */
export async function clearFailures(
  db: Db,
  brandId: string,
  accountKey: string,
  olderThan: Date,
): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      or(
        and(eq(loginFailures.brandId, brandId), eq(loginFailures.accountKey, accountKey)),
        lt(loginFailures.failedAt, olderThan),
      ),
    );
}

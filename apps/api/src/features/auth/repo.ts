import { and, count, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(
  db: Db,
  brandId: string,
  sessionHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.sessionHash, sessionHash),
        eq(sessions.brandId, brandId),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
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

import { and, count, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { codeGuessFailures } from '../db/schema';

/**
 * The counted attempts of the throttles that are not login's (wrong code
 * guesses, password-reset mails), by key, in the database: every process of
 * the shop sees the same counts, and a restart forgets nothing. The table
 * keeps its first user's name; keys carry their throttle's prefix.
 */
const attempts = codeGuessFailures;

/** The longest window of a throttle on this table: the prune job keeps at least this. */
export const ATTEMPTS_KEPT_MS = 60 * 60_000;

/** How many attempts each key made since `since`; keys without any are absent. */
export async function countAttempts(
  db: Db,
  keys: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: attempts.key, n: count() })
    .from(attempts)
    .where(and(inArray(attempts.key, [...keys]), gt(attempts.failedAt, since)))
    .groupBy(attempts.key);
  return new Map(rows.map((row) => [row.key, row.n]));
}

export async function recordAttempts(db: Db, keys: readonly string[]): Promise<void> {
  await db.insert(attempts).values(keys.map((key) => ({ key })));
}

/**
 * Records an attempt of `key` unless it already made `max` in the last
 * `windowMs`; false when it did.
 */
export async function admitAttempt(
  db: Db,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<boolean> {
  const made = await countAttempts(db, [key], new Date(Date.now() - limit.windowMs));
  if ((made.get(key) ?? 0) >= limit.max) return false;
  await recordAttempts(db, [key]);
  return true;
}

export async function forgetAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(attempts).where(lt(attempts.failedAt, before));
}

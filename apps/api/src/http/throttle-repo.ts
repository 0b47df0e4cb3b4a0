import { and, count, gt, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { codeGuessFailures } from '../db/schema';

/**
 * The counted attempts of the throttles that are not login's (wrong code
 * guesses, password-reset mails), by key, in the database: every process of
 * the shop sees the same counts, and a restart forgets nothing. The table
 * keeps its first user's name; keys carry their throttle's prefix.
 */
const attempts = codeGuessFailures;

/** The longest window of a throttle on this table: the prune job keeps at least this. */
export const ATTEMPTS_KEPT_MS = 24 * 60 * 60_000;

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

/**
 * Records an attempt of key and answers how many it made in the last
 * windowMs, this one included, and when the oldest of them was: one
 * statement, so the count never misses an attempt made beside it.
 */
export async function hitAttempt(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; oldest: Date }> {
  const since = new Date(Date.now() - windowMs);
  const [row] = rowsOf<{ n: number; oldest: string | Date | null }>(
    await db.execute(sql`
      with hit as (insert into ${attempts} (key) values (${key}) returning failed_at)
      select (count(*) + 1)::int as n,
             least(min(${attempts.failedAt}), (select failed_at from hit)) as oldest
      from ${attempts}
      where ${attempts.key} = ${key} and ${attempts.failedAt} > ${since.toISOString()}`),
  );
  return { count: row!.n, oldest: new Date(row!.oldest ?? Date.now()) };
}

export async function forgetAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(attempts).where(lt(attempts.failedAt, before));
}

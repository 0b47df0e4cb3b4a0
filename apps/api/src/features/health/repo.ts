import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, rowsOf, type Db } from '../../db/client';

/** How many migrations this build ships (drizzle's journal). */
export function shippedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied; throws when it cannot be reached. */
export async function appliedMigrations(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return row?.n ?? 0;
}

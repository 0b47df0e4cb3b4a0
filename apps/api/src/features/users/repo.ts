import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLogin(
  db: Db,
  brandId: string,
  login: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(sql`lower(${users.login})`, login.toLowerCase())))
    .limit(1);
  return row;
}

import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The shopper's account a login names: its username (login) or its e-mail
 * address, in any case. Staff accounts made by single sign-on are no one's
 * login here: one may share a shopper's e-mail (issue 30), and no password,
 * reset link or social login may reach it.
 */
export async function findUserByLogin(
  db: Db,
  brandId: string,
  login: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.brandId, brandId),
        eq(users.ssoUser, false),
        or(
          eq(sql`lower(${users.login})`, login.toLowerCase()),
          eq(sql`lower(${users.email})`, login.toLowerCase()),
        ),
      ),
    )
    // The login name first: a username never equals another account's e-mail (decision 022).
    .orderBy(sql`lower(${users.login}) = ${login.toLowerCase()} desc`)
    .limit(1);
  return row;
}

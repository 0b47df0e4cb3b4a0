import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../users';

/**
 * Is `name` (a username or an e-mail address) already another account's
 * login or e-mail in the brand? Logins are looked up by either (decision 022),
 * so one name must never open two accounts. Staff accounts are left out, as
 * findUserByLogin leaves them out: no login opens them.
 */
export async function nameTakenByAnother(
  db: Db,
  brandId: string,
  userId: number,
  name: string,
): Promise<boolean> {
  const lower = name.toLowerCase();
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        eq(users.brandId, brandId),
        ne(users.userId, userId),
        eq(users.ssoUser, false),
        or(eq(sql`lower(${users.login})`, lower), eq(sql`lower(${users.email})`, lower)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's row, locked until the transaction ends. */
export async function lockUser(tx: Db, userId: number): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.userId, userId)).for('update');
  return user;
}

/** The columns of a user row a profile change may set. */
export type UserChanges = Partial<typeof users.$inferInsert>;

export async function updateUserRow(
  db: Db,
  userId: number,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.userId, userId)).returning();
  return row;
}

export async function setPasswordHash(
  tx: Db,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.userId, userId));
}

import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, users } from '../../db/schema';

type NewUser = typeof users.$inferInsert;
export type RegisteredUser = typeof users.$inferSelect;

/** The new account, or undefined when the address already has one in the brand (a race included). */
export async function insertUser(db: Db, user: NewUser): Promise<RegisteredUser | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function findUserById(db: Db, userId: number): Promise<RegisteredUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId)).limit(1);
  return row;
}

export async function markEmailConfirmed(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.userId, userId));
}

/** Registration mails (confirmation or "you already have an account") sent to an address since then. */
export async function registrationMailsSince(
  db: Db,
  brandId: string,
  address: string,
  kinds: string[],
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.brandId, brandId),
        eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase()),
        inArray(mailOutbox.kind, kinds),
        gte(mailOutbox.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

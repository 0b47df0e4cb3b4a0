import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, mailOutbox, users } from '../../db/schema';

type NewUser = typeof users.$inferInsert;
export type RegisteredUser = typeof users.$inferSelect;

/** The new account, or undefined when the address already has one in the brand (a race included). */
export async function insertUser(db: Db, user: NewUser): Promise<RegisteredUser | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function insertConfirmToken(
  db: Db,
  token: { tokenHash: string; userId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values({ ...token, purpose: 'registration_confirm' });
}

export async function findConfirmToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ token: accountTokens, user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.userId, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, 'registration_confirm'),
      ),
    )
    .limit(1);
  return row;
}

/** Spends the token: false when another request spent it first. */
export async function useToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return used.length === 1;
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

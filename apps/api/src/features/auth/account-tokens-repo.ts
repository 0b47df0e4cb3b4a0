import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';

/**
 * The single-use secrets mailed to a person (registration, password reset,
 * change of e-mail): one way to issue, find and spend them for every purpose.
 */
export type AccountTokenPurpose = 'registration_confirm' | 'password_reset' | 'email_change';
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** A new single-use token: the mail carries the token, the table only its hash. */
export async function issueToken(
  tx: Db,
  input: {
    userId: number;
    purpose: AccountTokenPurpose;
    minutes: number;
    newEmail?: string;
    now?: Date;
  },
): Promise<string> {
  const token = newSessionToken();
  const now = input.now ?? new Date();
  await tx.insert(accountTokens).values({
    tokenHash: hashSessionToken(token),
    userId: input.userId,
    purpose: input.purpose,
    newEmail: input.newEmail ?? null,
    expiresAt: new Date(now.getTime() + input.minutes * 60_000),
    createdAt: now,
  });
  return token;
}

/** The row behind a token of that purpose, used or not; undefined for anything we did not issue. */
export async function findToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(eq(accountTokens.tokenHash, hashSessionToken(token)), eq(accountTokens.purpose, purpose)),
    );
  return row;
}

/**
 * Marks the token used, unless another request already did: the one
 * conditional update decides which of two simultaneous uses wins.
 */
export async function markUsed(tx: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, tokenHash), isNull(accountTokens.usedAt)))
    .returning({ tokenHash: accountTokens.tokenHash });
  return rows.length === 1;
}

/** Every other live token of the purpose dies with the one used (an older reset mail is void). */
export async function retireTokens(
  tx: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

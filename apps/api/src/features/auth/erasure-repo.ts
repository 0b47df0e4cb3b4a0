import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens, loginDevices, loginFailures, sessions } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/** Tokens, sessions, and the login records kept under the old login and e-mail (`accountKeys`). */
export async function eraseSignInsOf(
  tx: Db,
  userId: number,
  brandId: string,
  accountKeys: string[],
): Promise<void> {
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx
    .delete(loginDevices)
    .where(and(eq(loginDevices.brandId, brandId), inArray(loginDevices.accountKey, accountKeys)));
  await tx
    .delete(loginFailures)
    .where(and(eq(loginFailures.brandId, brandId), inArray(loginFailures.accountKey, accountKeys)));
}

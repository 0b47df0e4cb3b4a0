import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userDisclaimers } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

export async function eraseConsentsOf(tx: Db, userId: number): Promise<void> {
  await tx.delete(userDisclaimers).where(eq(userDisclaimers.userId, userId));
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopatworkSubscriptions } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

export async function eraseSubscriptionsOf(tx: Db, userId: number): Promise<void> {
  await tx.delete(shopatworkSubscriptions).where(eq(shopatworkSubscriptions.userId, userId));
}

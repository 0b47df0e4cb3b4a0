import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

export async function eraseIdentitiesOf(tx: Db, userId: number): Promise<void> {
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
}

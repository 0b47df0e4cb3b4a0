import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loyaltyMovements, userPoints } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

export async function eraseLoyaltyOf(tx: Db, userId: number): Promise<void> {
  await tx.delete(userPoints).where(eq(userPoints.userId, userId));
  await tx.delete(loyaltyMovements).where(eq(loyaltyMovements.userId, userId));
}

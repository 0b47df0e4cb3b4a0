import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushDevices } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/** The devices registered for push (decision 035): their endpoints and models are the person's. */
export async function eraseDevicesOf(tx: Db, userId: number): Promise<void> {
  await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactRequests } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/** The shopper's contact requests keep their date and subject, not who sent them. */
export async function eraseContactRequestsOf(
  tx: Db,
  userId: number,
  brandId: string,
  login: string,
): Promise<void> {
  await tx
    .update(contactRequests)
    .set({ email: login, fields: {} })
    .where(and(eq(contactRequests.userId, userId), eq(contactRequests.brandId, brandId)));
}

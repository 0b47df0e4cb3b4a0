import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/** Mails already delivered to the old address go; one still queued is left to be sent. */
export async function eraseDeliveredMailTo(tx: Db, brandId: string, email: string): Promise<void> {
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.brandId, brandId),
        eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase()),
        ne(mailOutbox.status, 'queued'),
      ),
    );
}

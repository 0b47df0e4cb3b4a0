import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carts } from '../../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/** A checkout of another tab waiting on its cart's lock finds the cart changed and buys nothing. */
export async function bumpCartsOf(tx: Db, userId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1` })
    .where(eq(carts.userId, userId));
}

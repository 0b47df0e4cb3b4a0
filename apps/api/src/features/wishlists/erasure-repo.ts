import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchasedProducts, wishlistShares, wishlists } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/** The person's lists go with their shares; lists others shared with them stop being shared. */
export async function eraseListsOf(tx: Db, userId: number): Promise<void> {
  await tx.delete(purchasedProducts).where(eq(purchasedProducts.userId, userId));
  await tx.delete(wishlists).where(eq(wishlists.userId, userId));
  await tx.delete(wishlistShares).where(eq(wishlistShares.userId, userId));
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderNotes, orders, userPaymentAuths } from '../../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/**
 * The place stays in every order's snapshot: it is where the goods went, on the books for ten
 * years, and the store's board of the day still lists a delivered order by it. What names or
 * reaches the person goes, with their notes and saved cards.
 */
export async function eraseOrderContactsOf(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`${orders.shippingAddress} || '{"doorbellName":null,"referencePhoneNumber":null,"addressNote":null}'::jsonb`,
      orderInfos: sql`${orders.orderInfos} - 'order_comment'`,
      updatedAt: now,
    })
    .where(eq(orders.userId, userId));
  await tx
    .update(orderNotes)
    .set({ text: '', updatedAt: now })
    .where(eq(orderNotes.userId, userId));
  await tx.delete(userPaymentAuths).where(eq(userPaymentAuths.userId, userId));
}

import { eq } from 'drizzle-orm';
import type { InvoiceData, SavedInvoiceData } from '@spesa/domain';
import type { Db } from '../../db/client';
import { userBillingData } from '../../db/schema';

const toSaved = ({
  userId: _u,
  updatedAt: _t,
  ...row
}: typeof userBillingData.$inferSelect): SavedInvoiceData => ({
  ...row,
  gender: row.gender ?? null,
});

/** The shopper's invoice data (owner in the WHERE clause); null before any was saved. */
export async function findBillingData(db: Db, userId: number): Promise<SavedInvoiceData | null> {
  const [row] = await db.select().from(userBillingData).where(eq(userBillingData.userId, userId));
  return row ? toSaved(row) : null;
}

export async function saveBillingData(
  db: Db,
  userId: number,
  data: InvoiceData,
): Promise<SavedInvoiceData> {
  const values = { ...data, gender: data.gender ?? null, updatedAt: new Date() };
  const [row] = await db
    .insert(userBillingData)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userBillingData.userId, set: values })
    .returning();
  if (!row) throw new Error('billing data not written');
  return toSaved(row);
}

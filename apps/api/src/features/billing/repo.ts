import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { SavedInvoiceDataSchema, type InvoiceData, type SavedInvoiceData } from '@spesa/domain';
import type { Db } from '../../db/client';
import { orders, userBillingData } from '../../db/schema';

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

/** How many of the latest invoiced orders name the shopper's fiscal persons: older ones add nobody new in practice. */
const INVOICED_ORDERS_READ = 50;

/**
 * The invoice data of the shopper's latest invoiced orders (owner in the WHERE
 * clause), newest first; a copy that no longer reads as invoice data is left out.
 */
export async function listOrderInvoiceData(
  db: Db,
  userId: number,
): Promise<{ data: SavedInvoiceData; usedAt: string }[]> {
  const rows = await db
    .select({ invoiceData: orders.invoiceData, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.invoiceData)))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(INVOICED_ORDERS_READ);
  return rows.flatMap(({ invoiceData, createdAt }) => {
    const parsed = SavedInvoiceDataSchema.safeParse(invoiceData);
    return parsed.success ? [{ data: parsed.data, usedAt: createdAt.toISOString() }] : [];
  });
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import { TRANSACTION_STATUS } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { orderTransactions, paymentEvents, userPaymentAuths } from '../../../db/schema';
import type { OrderTransactionRow } from './orders';

export type PaymentAuthRow = typeof userPaymentAuths.$inferSelect;

export async function insertTransaction(
  tx: Db,
  row: Omit<
    typeof orderTransactions.$inferInsert,
    'orderTransactionId' | 'createdAt' | 'updatedAt'
  >,
): Promise<OrderTransactionRow> {
  const [written] = await tx.insert(orderTransactions).values(row).returning();
  if (!written) throw new Error('transaction not written');
  return written;
}

export async function updateTransaction(
  tx: Db,
  orderTransactionId: number,
  changes: Partial<Omit<OrderTransactionRow, 'orderTransactionId' | 'orderId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(orderTransactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orderTransactions.orderTransactionId, orderTransactionId));
}

/**
 * The transaction a gateway's payment belongs to, unlocked: its order is
 * locked first (lockOrder), then the row (lockTransaction), in the order every
 * writer of an order's transactions takes them.
 */
export async function findTransactionByRef(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<OrderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(orderTransactions)
    .where(
      and(eq(orderTransactions.provider, provider), eq(orderTransactions.providerRef, providerRef)),
    );
  return row;
}

export async function lockTransaction(
  tx: Db,
  orderTransactionId: number,
): Promise<OrderTransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderTransactionId, orderTransactionId))
    .for('update');
  return row;
}

/**
 * Closes the order's attempts still open at the gateway: a payment page
 * belongs to one attempt, and a newer one or another payment type replaces
 * it. The attempts of the order's own payment, or of one of its due-date
 * documents when named: each is paid apart. The caller holds the order's lock.
 */
export async function closeOpenAttempts(
  tx: Db,
  orderId: number,
  dueDocumentId: number | null = null,
): Promise<void> {
  await tx
    .update(orderTransactions)
    .set({ transactionStatusId: TRANSACTION_STATUS.CANCELLED, updatedAt: new Date() })
    .where(
      and(
        eq(orderTransactions.orderId, orderId),
        eq(orderTransactions.transactionStatusId, TRANSACTION_STATUS.IN_PROGRESS),
        dueDocumentId === null
          ? isNull(orderTransactions.dueDocumentId)
          : eq(orderTransactions.dueDocumentId, dueDocumentId),
      ),
    );
}

export async function findTransaction(
  db: Db,
  orderId: number,
  orderTransactionId: number,
): Promise<OrderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(orderTransactions)
    .where(
      and(
        eq(orderTransactions.orderId, orderId),
        eq(orderTransactions.orderTransactionId, orderTransactionId),
      ),
    );
  return row;
}

export async function latestTransaction(
  db: Db,
  orderId: number,
): Promise<OrderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(desc(orderTransactions.orderTransactionId))
    .limit(1);
  return row;
}

/** Records a gateway event; false when it was already recorded (a replay). */
export async function recordPaymentEvent(
  tx: Db,
  provider: string,
  eventId: string,
): Promise<boolean> {
  const written = await tx
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return written.length > 0;
}

/** Forgets a recorded event whose settling failed, so the gateway's retry is processed. */
export async function forgetPaymentEvent(db: Db, provider: string, eventId: string): Promise<void> {
  await db
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/** The shopper's kept cards of a payment type (owner in the WHERE clause). */
export async function listPaymentAuths(
  db: Db,
  userId: number,
  paymentTypeId?: number,
): Promise<PaymentAuthRow[]> {
  return db
    .select()
    .from(userPaymentAuths)
    .where(
      and(
        eq(userPaymentAuths.userId, userId),
        isNull(userPaymentAuths.deletedAt),
        paymentTypeId === undefined ? undefined : eq(userPaymentAuths.paymentTypeId, paymentTypeId),
      ),
    )
    .orderBy(desc(userPaymentAuths.createdAt));
}

export async function findPaymentAuth(
  db: Db,
  userId: number,
  userPaymentAuthId: number,
): Promise<PaymentAuthRow | undefined> {
  const [row] = await db
    .select()
    .from(userPaymentAuths)
    .where(
      and(
        eq(userPaymentAuths.userPaymentAuthId, userPaymentAuthId),
        eq(userPaymentAuths.userId, userId),
        isNull(userPaymentAuths.deletedAt),
      ),
    );
  return row;
}

/** Keeps a card once: the same gateway token is not stored twice. */
export async function savePaymentAuth(
  tx: Db,
  row: Omit<typeof userPaymentAuths.$inferInsert, 'userPaymentAuthId' | 'createdAt' | 'deletedAt'>,
): Promise<void> {
  const existing = await tx
    .select({ id: userPaymentAuths.userPaymentAuthId })
    .from(userPaymentAuths)
    .where(
      and(
        eq(userPaymentAuths.userId, row.userId),
        eq(userPaymentAuths.providerToken, row.providerToken),
      ),
    );
  if (existing.length === 0) await tx.insert(userPaymentAuths).values(row);
}

/**
 * The gateway's references of the order's payments still reserving money
 * (authorised, not captured). Not a due-date document's: that money pays an
 * invoice, and an edited or cancelled order does not release it.
 */
export async function authorisedPaymentRefs(tx: Db, orderId: number): Promise<string[]> {
  const rows = await tx
    .select({ providerRef: orderTransactions.providerRef })
    .from(orderTransactions)
    .where(
      and(
        eq(orderTransactions.orderId, orderId),
        eq(orderTransactions.transactionStatusId, TRANSACTION_STATUS.AUTHORIZED),
        isNull(orderTransactions.dueDocumentId),
      ),
    );
  return rows.flatMap((r) => (r.providerRef ? [r.providerRef] : []));
}

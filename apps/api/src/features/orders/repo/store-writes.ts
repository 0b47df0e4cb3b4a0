import { asc, eq, sql } from 'drizzle-orm';
import { TRANSACTION_STATUS } from '@spesa/domain';
import type { Db } from '../../../db/client';
import {
  orderItems,
  orderPackages,
  orderStatusHistory,
  orders,
  orderTransactions,
} from '../../../db/schema';
import type { OrderRow } from './orders';

/*
 * What the store does to an order once it is placed (the staff console's
 * picking, weighing, substitutes, bags, and the money it takes or gives
 * back): the orders feature alone writes its orders, lines, bags and money.
 */

type ItemRow = typeof orderItems.$inferSelect;

export async function setStatus(
  tx: Db,
  orderId: number,
  orderStatusId: number,
  actor: string,
  note: string | null = null,
  changes: Partial<
    Pick<
      OrderRow,
      | 'finalTotalCents'
      | 'totalCents'
      | 'grossTotalCents'
      | 'giftTotalCents'
      | 'waivedCents'
      | 'invoiceDate'
    >
  > = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({ orderStatusId, updatedAt: new Date(), ...changes })
    .where(eq(orders.orderId, orderId));
  await tx.insert(orderStatusHistory).values({ orderId, orderStatusId, actor, note });
}

export async function updateItem(
  tx: Db,
  orderItemId: number,
  changes: Partial<Pick<ItemRow, 'deliveredQuantity' | 'deliveredWeight' | 'finalGrossTotalCents'>>,
): Promise<void> {
  await tx.update(orderItems).set(changes).where(eq(orderItems.orderItemId, orderItemId));
}

export async function insertItem(
  tx: Db,
  item: Omit<typeof orderItems.$inferInsert, 'orderItemId'>,
): Promise<ItemRow> {
  const [row] = await tx.insert(orderItems).values(item).returning();
  return row!;
}

export async function deleteSubstitutesOf(tx: Db, orderItemId: number): Promise<ItemRow[]> {
  return tx.delete(orderItems).where(eq(orderItems.replacesOrderItemId, orderItemId)).returning();
}

/**
 * The points the delivered order earned, on the order itself; the shopper's
 * balance moves by the gift-certificates feature's creditLoyalty.
 */
export async function setOrderLoyaltyPoints(
  tx: Db,
  orderId: number,
  points: number,
): Promise<void> {
  await tx.update(orders).set({ loyaltyPoints: points }).where(eq(orders.orderId, orderId));
}

export async function bagsOf(db: Db, orderId: number) {
  return db
    .select()
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.orderPackageId));
}

/** One more of the order's first bag, at its unit cost; false when the order has no bag to add to. */
export async function addBag(tx: Db, orderId: number): Promise<boolean> {
  const [bag] = await bagsOf(tx, orderId);
  if (!bag) return false;
  await tx
    .update(orderPackages)
    .set({ quantity: bag.quantity + 1, totalCents: bag.totalCents + bag.unitCostCents })
    .where(eq(orderPackages.orderPackageId, bag.orderPackageId));
  await tx
    .update(orders)
    .set({
      packageTotalCents: sql`${orders.packageTotalCents} + ${bag.unitCostCents}`,
      updatedAt: new Date(),
    })
    .where(eq(orders.orderId, orderId));
  return true;
}

/** An order paid at the door: what the store collected, confirmed at delivery. */
export async function insertCollectedAtDoor(
  tx: Db,
  orderId: number,
  amountCents: number,
): Promise<void> {
  await tx.insert(orderTransactions).values({
    orderId,
    paymentTypeId: 2,
    transactionStatusId: TRANSACTION_STATUS.CONFIRMED,
    provider: 'store',
    providerRef: `collected-${orderId}`,
    idempotencyKey: `collected-${orderId}`,
    amountCents,
    capturedCents: amountCents,
  });
}

export async function updateMoneyTransaction(
  db: Db,
  orderTransactionId: number,
  changes: {
    transactionStatusId?: number;
    capturedCents?: number;
    refundedCents?: number;
    /** Why the gateway's last capture failed (PaymentOperationCode); null once it went through. */
    failureCode?: string | null;
  },
): Promise<void> {
  await db
    .update(orderTransactions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orderTransactions.orderTransactionId, orderTransactionId));
}

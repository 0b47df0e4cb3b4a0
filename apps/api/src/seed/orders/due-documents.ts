import { and, asc, eq, notExists } from 'drizzle-orm';
import { ORDER_PAYMENT_TYPE, shopDayOf } from '@spesa/domain';
import type { Db } from '../../db/client';
import { orderDueDocuments, orders, users } from '../../db/schema';

/*
 * The due-date documents of the demo shopper's deferred orders (issue 11):
 * the order's total in three instalments, dated from the seed day so the
 * order page shows each status (docs/rules/checkout-and-payment.md): the first paid, the second due in a
 * few days (expiring), the third past its due date (expired). A step of its
 * own, so a database seeded before it gets them too.
 */

const SHOPPER = 'mario.rossi@esempio.it';
const DAY_MS = 86_400_000;

/** Days from the seed day: when each instalment was issued and is due, and whether it was paid. */
const INSTALMENTS = [
  { issued: -100, due: -70, paid: true },
  { issued: -40, due: 4, paid: false },
  { issued: -50, due: -10, paid: false },
] as const;

export async function seedDueDocuments(db: Db, now: Date = new Date()): Promise<void> {
  const deferred = await db
    .select({
      orderId: orders.orderId,
      totalCents: orders.totalCents,
      finalCents: orders.finalTotalCents,
    })
    .from(orders)
    .innerJoin(users, eq(users.userId, orders.userId))
    .where(
      and(
        eq(users.login, SHOPPER),
        eq(orders.paymentTypeId, ORDER_PAYMENT_TYPE.DEFERRED),
        notExists(
          db
            .select({ orderId: orderDueDocuments.orderId })
            .from(orderDueDocuments)
            .where(eq(orderDueDocuments.orderId, orders.orderId)),
        ),
      ),
    )
    .orderBy(asc(orders.orderId));
  const day = (offset: number) => shopDayOf(new Date(now.getTime() + offset * DAY_MS));
  for (const order of deferred) {
    const total = order.finalCents ?? order.totalCents;
    const share = Math.floor(total / INSTALMENTS.length);
    await db.insert(orderDueDocuments).values(
      INSTALMENTS.map((doc, i) => {
        // The last instalment takes the cents the division left over.
        const amount = i === INSTALMENTS.length - 1 ? total - share * i : share;
        return {
          orderId: order.orderId,
          docDate: day(doc.issued),
          docReferenceNumber: `FT ${order.orderId}/${i + 1}`,
          dueDate: day(doc.due),
          docAmountCents: amount,
          paymentAmountCents: doc.paid ? amount : 0,
        };
      }),
    );
  }
}

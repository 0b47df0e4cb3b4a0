import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, parkingReservations } from '../../../db/schema';

/** The slot an order is moved to by the store, as the order keeps it. */
export interface OrderSlot {
  timeslotDayId: number;
  deliveryDate: string;
  /** 'HH:MM' */
  beginTime: string;
  endTime: string;
}

/**
 * The store moved the order to another slot (the delivery feature has moved
 * its place): the order reads the new day and times. A parking bay held for
 * another day is let go, since bays are numbered per day; the shopper can
 * take one for the new day. Price and fee stay as they were bought.
 */
export async function moveOrderSlot(tx: Db, orderId: number, slot: OrderSlot): Promise<void> {
  await tx
    .update(orders)
    .set({ ...slot, updatedAt: new Date() })
    .where(eq(orders.orderId, orderId));
  await tx
    .delete(parkingReservations)
    .where(
      and(
        eq(parkingReservations.orderId, orderId),
        ne(parkingReservations.deliveryDate, slot.deliveryDate),
      ),
    );
}

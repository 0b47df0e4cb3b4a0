import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderNotes, parkingReservations } from '../../../db/schema';

export type NoteRow = typeof orderNotes.$inferSelect;
type ReservationRow = typeof parkingReservations.$inferSelect;

/** The unique index settles two adds at once: the loser gets undefined. */
export async function insertOrderNote(
  db: Db,
  note: typeof orderNotes.$inferInsert,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .insert(orderNotes)
    .values(note)
    .onConflictDoNothing({ target: orderNotes.orderId })
    .returning();
  return row;
}

export async function updateOwnOrderNote(
  db: Db,
  userId: number,
  note: { noteId: number; orderId: number; rating: number; text: string },
): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(orderNotes)
    .set({ rating: note.rating, text: note.text, updatedAt: new Date() })
    .where(
      and(
        eq(orderNotes.noteId, note.noteId),
        eq(orderNotes.orderId, note.orderId),
        eq(orderNotes.userId, userId),
      ),
    )
    .returning();
  return row;
}

export function listOwnOrderNotes(
  db: Db,
  userId: number,
  orderId: number | undefined,
): Promise<NoteRow[]> {
  return db
    .select()
    .from(orderNotes)
    .where(
      and(
        eq(orderNotes.userId, userId),
        orderId === undefined ? undefined : eq(orderNotes.orderId, orderId),
      ),
    )
    .orderBy(asc(orderNotes.noteId));
}

export async function findParkingReservation(
  tx: Db,
  orderId: number,
): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .select()
    .from(parkingReservations)
    .where(eq(parkingReservations.orderId, orderId));
  return row;
}

/**
 * The bays taken at the store on the day, after the store-and-day advisory
 * lock: concurrent reservations take turns, so two never read a bay as free.
 */
export async function lockTakenBays(
  tx: Db,
  warehouseId: number,
  deliveryDate: string,
): Promise<number[]> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${warehouseId}, ${Number(deliveryDate.replaceAll('-', ''))})`,
  );
  const taken = await tx
    .select({ bay: parkingReservations.bay })
    .from(parkingReservations)
    .where(
      and(
        eq(parkingReservations.warehouseId, warehouseId),
        eq(parkingReservations.deliveryDate, deliveryDate),
      ),
    )
    .orderBy(asc(parkingReservations.bay));
  return taken.map((r) => r.bay);
}

export async function insertParkingReservation(
  tx: Db,
  reservation: typeof parkingReservations.$inferInsert,
): Promise<ReservationRow | undefined> {
  const [row] = await tx.insert(parkingReservations).values(reservation).returning();
  return row;
}

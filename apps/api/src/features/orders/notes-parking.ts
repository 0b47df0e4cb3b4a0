import {
  ORDER_NOTE_MESSAGES,
  isOrderRateable,
  isParkingReservableStatus,
  isPickupAddressType,
  PARKING_MAX_DISTANCE,
  PARKING_MESSAGES,
  type OrderNote,
  shopDayOf,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import type { UserRow } from '../users';
import {
  findParkingReservation,
  insertOrderNote,
  insertParkingReservation,
  listOwnOrderNotes,
  lockTakenBays,
  type NoteRow,
  updateOwnOrderNote,
} from './repo/notes-parking';
import { findOwnOrder, lockOwnOrder, type OrderRow } from './repo/orders';
import { notFound } from './service';

export interface NoteInput {
  orderId: number;
  rating: number;
  text: string;
}

/** Bays per store and day: none left after this many. */
export const PARKING_BAYS = 50;

const noteJson = (row: NoteRow): OrderNote => ({
  noteId: row.noteId,
  orderId: row.orderId,
  rating: row.rating,
  text: row.text,
  addDate: row.createdAt.toISOString(),
  updateDate: row.updatedAt.toISOString(),
});

async function deliveredOwnOrder(db: Db, user: UserRow, orderId: number): Promise<OrderRow> {
  const order = await findOwnOrder(db, user.userId, orderId);
  if (!order) throw notFound();
  if (!isOrderRateable(order.orderStatusId))
    throw refusal('note.not_delivered', ORDER_NOTE_MESSAGES.notDelivered, 'orderId');
  return order;
}

/** note/order/add: one note per order; a second add is refused pointing to update. */
export async function addOrderNote(db: Db, user: UserRow, input: NoteInput): Promise<OrderNote> {
  await deliveredOwnOrder(db, user, input.orderId);
  // The unique index settles two adds at once: the loser finds no row inserted.
  const row = await insertOrderNote(db, { ...input, userId: user.userId });
  if (!row) throw refusal('note.already_rated', ORDER_NOTE_MESSAGES.alreadyRated, 'orderId');
  return noteJson(row);
}

/** note/order/update: the shopper's own note of that order. */
export async function updateOrderNote(
  db: Db,
  user: UserRow,
  input: NoteInput & { noteId: number },
): Promise<OrderNote> {
  await deliveredOwnOrder(db, user, input.orderId);
  const row = await updateOwnOrderNote(db, user.userId, input);
  if (!row) throw refusal('note.not_found', ORDER_NOTE_MESSAGES.noteNotFound, 'noteId');
  return noteJson(row);
}

/** note/list/: the shopper's notes, optionally of one order. */
export async function listOrderNotes(
  db: Db,
  user: UserRow,
  filter: { orderId?: number | undefined },
): Promise<OrderNote[]> {
  const rows = await listOwnOrderNotes(db, user.userId, filter.orderId);
  return rows.map(noteJson);
}

export interface Reservation {
  orderId: number;
  bay: number;
  reservedAt: string;
}

/**
 * order/reserve: the lowest free bay of the order's store on its day. The
 * store-and-day advisory lock makes concurrent reservations take turns, so two
 * never read the same bay as free; the unique index is the last guard.
 */
export async function reserveParking(
  db: Db,
  user: UserRow,
  orderId: number,
  distance: number,
  now: Date = new Date(),
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, user.userId, orderId);
    if (!order) throw notFound();
    if (!isPickupAddressType(order.shippingAddress.addressTypeId))
      throw refusal('parking.not_pickup', PARKING_MESSAGES.notPickup, 'order_id');
    const held = await findParkingReservation(tx, orderId);
    if (held) return { orderId, bay: held.bay, reservedAt: held.reservedAt.toISOString() };
    if (!isParkingReservableStatus(order.orderStatusId) || order.deliveryDate !== shopDayOf(now))
      throw refusal('parking.not_today', PARKING_MESSAGES.notToday, 'order_id');
    if (distance > PARKING_MAX_DISTANCE)
      throw refusal('parking.too_far', PARKING_MESSAGES.tooFar, 'distance');
    const used = new Set(await lockTakenBays(tx, order.warehouseId, order.deliveryDate));
    let bay = 1;
    while (used.has(bay)) bay += 1;
    if (bay > PARKING_BAYS) throw refusal('parking.full', PARKING_MESSAGES.full, 'order_id');
    const row = await insertParkingReservation(tx, {
      orderId,
      warehouseId: order.warehouseId,
      deliveryDate: order.deliveryDate,
      bay,
      reservedAt: now,
    });
    return { orderId, bay: row!.bay, reservedAt: row!.reservedAt.toISOString() };
  });
}

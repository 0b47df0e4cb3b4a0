import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { ADDRESS_TYPE, type CalendarOwnerKind } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  addresses,
  closingDays,
  deliveryZones,
  timeslotDays,
  timeslotHolds,
  timeslots,
  warehouses,
} from '../../db/schema';
import { liveHoldsOf, ownerWarehouse, type CalendarOwner } from './calendar-repo';
import type { CalendarWindow } from './calendar-window';

export interface OwnerRow {
  owner: CalendarOwner;
  key: string;
  kind: CalendarOwnerKind;
  name: string;
}

/** The warehouse's pickup points (store counters, lockers) and home-delivery zones still offered. */
export async function ownersOf(db: Db, warehouseId: number): Promise<OwnerRow[]> {
  const [points, zones] = await Promise.all([
    db
      .select({
        addressId: addresses.addressId,
        typeId: addresses.addressTypeId,
        name: addresses.addressName,
      })
      .from(addresses)
      .where(
        and(
          eq(addresses.warehouseId, warehouseId),
          inArray(addresses.addressTypeId, [ADDRESS_TYPE.STORE, ADDRESS_TYPE.LOCKER]),
          isNull(addresses.userId),
          isNull(addresses.deletedAt),
        ),
      )
      .orderBy(asc(addresses.addressTypeId), asc(addresses.addressName)),
    db
      .select({ zoneId: deliveryZones.zoneId, name: deliveryZones.name })
      .from(deliveryZones)
      .where(and(eq(deliveryZones.warehouseId, warehouseId), eq(deliveryZones.active, true)))
      .orderBy(asc(deliveryZones.name)),
  ]);
  return [
    ...points.map((p): OwnerRow => ({
      owner: { addressId: p.addressId },
      key: `a${p.addressId}`,
      kind: p.typeId === ADDRESS_TYPE.LOCKER ? 'locker' : 'counter',
      name: p.name,
    })),
    ...zones.map((z): OwnerRow => ({
      owner: { zoneId: z.zoneId },
      key: `z${z.zoneId}`,
      kind: 'zone',
      name: z.name,
    })),
  ];
}

export async function warehouseName(db: Db, warehouseId: number): Promise<string> {
  const [row] = await db
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.warehouseId, warehouseId));
  return row?.name ?? '';
}

/** The closings of the window that concern the warehouse, the whole shop's first. */
export async function closingsOf(db: Db, warehouseId: number, window: CalendarWindow) {
  return (
    db
      .select({ day: closingDays.day, reason: closingDays.reason })
      .from(closingDays)
      .where(
        and(
          gte(closingDays.day, window.from),
          lte(closingDays.day, window.to),
          or(isNull(closingDays.warehouseId), eq(closingDays.warehouseId, warehouseId)),
        ),
      )
      // The warehouse's own reason wins over the whole shop's on the same day.
      .orderBy(sql`${closingDays.warehouseId} nulls first`)
  );
}

/** The owners' dated slots of the window, with their orders and unexpired holds at an instant. */
export async function datedSlotsOf(
  db: Db,
  owners: readonly CalendarOwner[],
  window: CalendarWindow,
  now: Date,
) {
  const addressIds = owners.flatMap((o) => ('addressId' in o ? [o.addressId] : []));
  const zoneIds = owners.flatMap((o) => ('zoneId' in o ? [o.zoneId] : []));
  const ownedHere = [
    ...(addressIds.length > 0 ? [inArray(timeslots.addressId, addressIds)] : []),
    ...(zoneIds.length > 0 ? [inArray(timeslots.zoneId, zoneIds)] : []),
  ];
  if (ownedHere.length === 0) return [];
  return db
    .select({
      timeslotDayId: timeslotDays.timeslotDayId,
      slotDate: timeslotDays.slotDate,
      addressId: timeslots.addressId,
      zoneId: timeslots.zoneId,
      name: timeslots.name,
      beginTime: timeslots.beginTime,
      endTime: timeslots.endTime,
      cutoffAt: timeslotDays.cutoffAt,
      capacity: timeslotDays.capacity,
      feeCents: timeslotDays.feeCents,
      ordered: timeslotDays.orderedCount,
      closedReason: timeslotDays.closedReason,
      held: sql<number>`${liveHoldsOf(now)}`.mapWith(Number),
    })
    .from(timeslotDays)
    .innerJoin(timeslots, eq(timeslots.timeslotId, timeslotDays.timeslotId))
    .where(
      and(
        or(...ownedHere),
        gte(timeslotDays.slotDate, window.from),
        lte(timeslotDays.slotDate, window.to),
      ),
    )
    .orderBy(asc(timeslotDays.slotDate), asc(timeslots.beginTime), asc(timeslots.timeslotId));
}

/** The warehouse of a weekly slot's owner. */
export async function warehouseOfSlot(db: Db, timeslotId: number): Promise<number | null> {
  const [owner] = await db
    .select({ warehouseId: sql<number | null>`${ownerWarehouse}` })
    .from(sql`${timeslots} t`)
    .where(sql`t.timeslot_id = ${timeslotId}`);
  return owner?.warehouseId ?? null;
}

export async function liveHolds(tx: Db, timeslotDayId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(timeslotHolds)
    .where(
      and(eq(timeslotHolds.timeslotDayId, timeslotDayId), sql`${timeslotHolds.expiresAt} > ${now}`),
    );
  return row?.n ?? 0;
}

export async function setDatedCapacity(db: Db, timeslotDayId: number, capacity: number) {
  await db
    .update(timeslotDays)
    .set({ capacity })
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId));
}

/** A dated slot closed: no place beyond its orders, and the reason kept. */
export async function closeDatedSlot(db: Db, timeslotDayId: number, reason: string) {
  await db
    .update(timeslotDays)
    .set({ capacity: sql`${timeslotDays.orderedCount}`, closedReason: reason })
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId));
}

/** What a move or a record says of a dated slot: its day, times and owner. */
export async function slotFacts(db: Db, timeslotDayId: number) {
  const [row] = await db
    .select({
      timeslotDayId: timeslotDays.timeslotDayId,
      timeslotId: timeslotDays.timeslotId,
      slotDate: timeslotDays.slotDate,
      beginTime: timeslots.beginTime,
      endTime: timeslots.endTime,
      addressId: timeslots.addressId,
      zoneId: timeslots.zoneId,
      weeklyCapacity: timeslots.capacity,
      ownerName: sql<string>`coalesce(
        (select a.address_name from ${addresses} a where a.address_id = ${timeslots.addressId}),
        (select z.name from ${deliveryZones} z where z.zone_id = ${timeslots.zoneId}), '')`,
    })
    .from(timeslotDays)
    .innerJoin(timeslots, eq(timeslots.timeslotId, timeslotDays.timeslotId))
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId));
  return row;
}

/**
 * An order leaves a dated slot. A slot closed (by itself or with its day)
 * holds no place beyond its orders, so the place goes with the order.
 */
export async function leaveDatedSlot(db: Db, timeslotDayId: number, closed: boolean) {
  await db
    .update(timeslotDays)
    .set({
      orderedCount: sql`greatest(${timeslotDays.orderedCount} - 1, 0)`,
      capacity: closed
        ? sql`greatest(${timeslotDays.capacity} - 1, 0)`
        : sql`${timeslotDays.capacity}`,
    })
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId));
}

/** A closed slot open again, with its weekly capacity (never below its orders). */
export async function reopenDatedSlot(db: Db, timeslotDayId: number, weeklyCapacity: number) {
  await db
    .update(timeslotDays)
    .set({
      capacity: sql`greatest(${weeklyCapacity}, ${timeslotDays.orderedCount})`,
      closedReason: null,
    })
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId));
}

/** The warehouse's own closing of a day removed; its reason, or null when there was none. */
export async function dropWarehouseClosing(
  db: Db,
  warehouseId: number,
  day: string,
): Promise<string | null> {
  const [row] = await db
    .delete(closingDays)
    .where(and(eq(closingDays.day, day), eq(closingDays.warehouseId, warehouseId)))
    .returning({ reason: closingDays.reason });
  return row?.reason ?? null;
}

/**
 * The dated slots a closing kept for their orders get their weekly capacity
 * back (never below their orders); a slot the manager closed by itself stays closed.
 */
export async function restoreDayCapacity(db: Db, warehouseId: number, day: string) {
  await db.execute(sql`
    update ${timeslotDays} d set capacity = greatest(t.capacity, d.ordered_count)
    from ${timeslots} t
    where t.timeslot_id = d.timeslot_id and d.slot_date = ${day}
      and d.closed_reason is null and ${ownerWarehouse} = ${warehouseId}`);
}

import { SHOP_TIME_ZONE } from '@spesa/domain';
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  closingDays,
  deliveryZones,
  timeslotDays,
  timeslotHolds,
  timeslots,
} from '../../db/schema';

/** The start of a Rome calendar day as an instant, in SQL: a range on a timestamp stays on its index. */
export const romeDayStart = (day: string) =>
  sql`(${day}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`;
export const romeNextDayStart = (day: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`;

/** Whose calendar: a pickup point (store counter or locker) or a home-delivery zone. */
export type CalendarOwner = { addressId: number } | { zoneId: number };

export type TimeslotRow = typeof timeslots.$inferSelect;
export type TimeslotDayRow = typeof timeslotDays.$inferSelect;

const ownedBy = (owner: CalendarOwner): SQL =>
  'addressId' in owner
    ? eq(timeslots.addressId, owner.addressId)
    : eq(timeslots.zoneId, owner.zoneId);

export const sameOwner = (slot: TimeslotRow, owner: CalendarOwner): boolean =>
  'addressId' in owner ? slot.addressId === owner.addressId : slot.zoneId === owner.zoneId;

/** The grocer's closing days between two dates, inclusive. */
export async function closingDaysBetween(
  db: Db,
  from: string,
  to: string,
): Promise<{ day: string; warehouseId: number | null }[]> {
  return db
    .select({ day: closingDays.day, warehouseId: closingDays.warehouseId })
    .from(closingDays)
    .where(and(gte(closingDays.day, from), lte(closingDays.day, to)));
}

/** The warehouse of a weekly slot t's owner: its pickup point's, or its zone's. */
export const ownerWarehouse = sql`coalesce(
  (select a.warehouse_id from ${addresses} a where a.address_id = t.address_id),
  (select z.warehouse_id from ${deliveryZones} z where z.zone_id = t.zone_id))`;

/**
 * Creates the dated slots of an owner (or of everyone) from its weekly
 * timeslots, for the days between two dates that are not holidays nor the
 * owner's warehouse's closing days. Idempotent,
 * so it runs on demand: a shop started any day offers its coming days.
 * Times are Rome's wall clock, turned into instants by PostgreSQL.
 */
export async function ensureTimeslotDays(
  db: Db,
  owner: CalendarOwner | null,
  from: string,
  to: string,
  holidays: readonly string[],
): Promise<void> {
  const holidayList = `{${holidays.join(',')}}`;
  // The insert reads timeslots through the alias t, so the owner filter names t too.
  const ownerFilter = !owner
    ? sql``
    : 'addressId' in owner
      ? sql`and t.address_id = ${owner.addressId}`
      : sql`and t.zone_id = ${owner.zoneId}`;
  await db.execute(sql`
    insert into ${timeslotDays} (timeslot_id, slot_date, begins_at, cutoff_at, capacity, fee_cents)
    select t.timeslot_id, d.day,
           (d.day + t.begin_time) at time zone ${SHOP_TIME_ZONE},
           ((d.day + t.begin_time) at time zone ${SHOP_TIME_ZONE}) - make_interval(mins => t.cutoff_minutes),
           t.capacity, t.fee_cents
    from ${timeslots} t
    cross join (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day) d
    where t.active ${ownerFilter}
      and extract(dow from d.day)::int = any(t.weekdays)
      and not (d.day = any(${holidayList}::date[]))
      and not exists (
        select 1 from ${closingDays} c
        where c.day = d.day and (c.warehouse_id is null or c.warehouse_id = ${ownerWarehouse}))
    on conflict (timeslot_id, slot_date) do nothing`);
}

/** The unexpired holds of the dated slot a query reads, at an instant. */
export const liveHoldsOf = (now: Date) => sql`(
  select count(*) from ${timeslotHolds} h
  where h.timeslot_day_id = ${timeslotDays.timeslotDayId} and h.expires_at > ${now})::int`;

export interface SlotOnDay {
  timeslotDayId: number;
  timeslotId: number;
  slotDate: string;
  name: string;
  beginTime: string;
  endTime: string;
  cutoffAt: Date;
  capacity: number;
  feeCents: number;
  /** Orders plus unexpired holds. */
  taken: number;
}

/** The owner's dated slots between two dates, with the places taken at an instant. */
export async function listSlotsOnDays(
  db: Db,
  owner: CalendarOwner,
  from: string,
  to: string,
  now: Date,
): Promise<SlotOnDay[]> {
  return db
    .select({
      timeslotDayId: timeslotDays.timeslotDayId,
      timeslotId: timeslotDays.timeslotId,
      slotDate: timeslotDays.slotDate,
      name: timeslots.name,
      beginTime: timeslots.beginTime,
      endTime: timeslots.endTime,
      cutoffAt: timeslotDays.cutoffAt,
      capacity: timeslotDays.capacity,
      feeCents: timeslotDays.feeCents,
      taken: sql<number>`${timeslotDays.orderedCount} + ${liveHoldsOf(now)}`.mapWith(Number),
    })
    .from(timeslotDays)
    .innerJoin(timeslots, eq(timeslots.timeslotId, timeslotDays.timeslotId))
    .where(
      and(
        ownedBy(owner),
        eq(timeslots.active, true),
        gte(timeslotDays.slotDate, from),
        lte(timeslotDays.slotDate, to),
      ),
    )
    .orderBy(asc(timeslotDays.slotDate), asc(timeslots.beginTime), asc(timeslots.timeslotId));
}

export async function findTimeslot(db: Db, timeslotId: number): Promise<TimeslotRow | undefined> {
  const [row] = await db
    .select()
    .from(timeslots)
    .where(and(eq(timeslots.timeslotId, timeslotId), eq(timeslots.active, true)))
    .limit(1);
  return row;
}

/** The dated slot, locked until the transaction ends: whoever takes a place goes one at a time. */
export async function lockTimeslotDay(
  tx: Db,
  timeslotId: number,
  slotDate: string,
): Promise<TimeslotDayRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeslotDays)
    .where(and(eq(timeslotDays.timeslotId, timeslotId), eq(timeslotDays.slotDate, slotDate)))
    .for('update');
  return row;
}

/** The dated slot by its id, locked until the transaction ends. */
export async function lockTimeslotDayById(
  tx: Db,
  timeslotDayId: number,
): Promise<TimeslotDayRow | undefined> {
  const [row] = await tx
    .select()
    .from(timeslotDays)
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId))
    .for('update');
  return row;
}

/** An order takes a place in the dated slot. */
export async function takeOrderedPlace(tx: Db, timeslotDayId: number): Promise<void> {
  await tx
    .update(timeslotDays)
    .set({ orderedCount: sql`${timeslotDays.orderedCount} + 1` })
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId));
}

/** A cancelled order gives its place in the slot back; a slot the manager closed gives it to no one. */
export async function releaseOrderedPlace(tx: Db, timeslotDayId: number): Promise<void> {
  await tx
    .update(timeslotDays)
    .set({
      orderedCount: sql`greatest(${timeslotDays.orderedCount} - 1, 0)`,
      capacity: sql`case when ${timeslotDays.closedReason} is null then ${timeslotDays.capacity}
        else greatest(${timeslotDays.capacity} - 1, 0) end`,
    })
    .where(eq(timeslotDays.timeslotDayId, timeslotDayId));
}

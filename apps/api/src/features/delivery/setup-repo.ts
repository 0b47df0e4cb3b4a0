import { and, eq, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ADDRESS_TYPE, type DeliverySetupFacts, type FeedSite } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  addresses,
  closingDays,
  deliveryZones,
  orders,
  shopatworkCompanies,
  stores,
  timeslotDays,
  timeslots,
  warehouseLocations,
  warehouses,
} from '../../db/schema';
import { ownerWarehouse, type CalendarOwner } from './calendar-repo';

/** What a delivery set-up feed may refer to: the shop's warehouses, stores, lockers and zones. */
export async function setupFacts(db: Db): Promise<DeliverySetupFacts> {
  const [warehouseRows, storeRows, lockerRows, zoneRows] = await Promise.all([
    db.select({ id: warehouses.warehouseId }).from(warehouses),
    db.select({ id: stores.storeId, warehouseId: stores.warehouseId }).from(stores),
    db
      .select({ code: addresses.pickupCode })
      .from(addresses)
      .where(and(eq(addresses.addressTypeId, ADDRESS_TYPE.LOCKER), isNull(addresses.userId))),
    db.select({ code: deliveryZones.code }).from(deliveryZones),
  ]);
  return {
    warehouses: new Set(warehouseRows.map((r) => r.id)),
    stores: new Map(storeRows.map((r) => [r.id, r.warehouseId])),
    lockers: new Set(lockerRows.flatMap((r) => (r.code ? [r.code] : []))),
    zones: new Set(zoneRows.map((r) => r.code)),
  };
}

export type WarehouseSite = typeof warehouseLocations.$inferSelect & { name: string };

export async function findWarehouse(db: Db, warehouseId: number): Promise<WarehouseSite | null> {
  const [row] = await db
    .select({ name: warehouses.name, location: warehouseLocations })
    .from(warehouses)
    .leftJoin(warehouseLocations, eq(warehouseLocations.warehouseId, warehouses.warehouseId))
    .where(eq(warehouses.warehouseId, warehouseId));
  if (!row) return null;
  return row.location ? { ...row.location, name: row.name } : null;
}

export async function saveWarehouse(
  db: Db,
  warehouseId: number,
  name: string,
  site: FeedSite,
): Promise<void> {
  await db
    .insert(warehouses)
    .values({ warehouseId, name })
    .onConflictDoUpdate({ target: warehouses.warehouseId, set: { name } });
  await db
    .insert(warehouseLocations)
    .values({ warehouseId, ...site })
    .onConflictDoUpdate({ target: warehouseLocations.warehouseId, set: site });
}

export type StoreRecord = typeof stores.$inferSelect;
export type PickupRecord = typeof addresses.$inferSelect;

export async function findStoreRecord(db: Db, storeId: number): Promise<StoreRecord | null> {
  const [row] = await db.select().from(stores).where(eq(stores.storeId, storeId));
  return row ?? null;
}

/** A store's counter: the pickup point its orders are collected at. */
export async function findCounter(db: Db, storeId: number): Promise<PickupRecord | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.storeId, storeId),
        eq(addresses.addressTypeId, ADDRESS_TYPE.STORE),
        isNull(addresses.userId),
      ),
    )
    .orderBy(addresses.addressId)
    .limit(1);
  return row ?? null;
}

export async function findLocker(db: Db, code: string): Promise<PickupRecord | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.pickupCode, code));
  return row ?? null;
}

export async function saveStore(db: Db, store: typeof stores.$inferInsert): Promise<void> {
  await db.insert(stores).values(store).onConflictDoUpdate({ target: stores.storeId, set: store });
}

/** A pickup point of the shop, written whole: a store's counter or a locker. */
export type PickupValues = Pick<
  typeof addresses.$inferInsert,
  | 'addressTypeId'
  | 'storeId'
  | 'warehouseId'
  | 'companyId'
  | 'addressName'
  | 'pickupCode'
  | 'address1'
  | 'addressNumber'
  | 'city'
  | 'province'
  | 'postalcode'
  | 'latitude'
  | 'longitude'
  | 'deletedAt'
>;

export async function savePickup(
  db: Db,
  addressId: number | null,
  values: PickupValues,
): Promise<void> {
  if (addressId === null) await db.insert(addresses).values(values);
  else
    await db
      .update(addresses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(addresses.addressId, addressId));
}

/** The shop-at-work company with this subscription code, made or renamed. */
export async function companyIdFor(db: Db, code: string, name: string): Promise<number> {
  const [row] = await db
    .insert(shopatworkCompanies)
    .values({ subscriptionCode: code, name })
    .onConflictDoUpdate({ target: shopatworkCompanies.subscriptionCode, set: { name } })
    .returning({ companyId: shopatworkCompanies.companyId });
  return row!.companyId;
}

export type ZoneRecord = typeof deliveryZones.$inferSelect;

export async function findZone(db: Db, code: string): Promise<ZoneRecord | null> {
  const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.code, code));
  return row ?? null;
}

export async function saveZone(db: Db, zone: typeof deliveryZones.$inferInsert): Promise<number> {
  const [row] = await db
    .insert(deliveryZones)
    .values(zone)
    .onConflictDoUpdate({ target: deliveryZones.code, set: zone })
    .returning({ zoneId: deliveryZones.zoneId });
  return row!.zoneId;
}

/** The owner's weekly slots still offered. */
export async function activeSlotsOf(
  db: Db,
  owner: CalendarOwner,
): Promise<(typeof timeslots.$inferSelect)[]> {
  return db
    .select()
    .from(timeslots)
    .where(
      and(
        'addressId' in owner
          ? eq(timeslots.addressId, owner.addressId)
          : eq(timeslots.zoneId, owner.zoneId),
        eq(timeslots.active, true),
      ),
    );
}

export type SlotTerms = Pick<
  typeof timeslots.$inferInsert,
  'name' | 'weekdays' | 'beginTime' | 'endTime' | 'capacity' | 'feeCents' | 'cutoffMinutes'
>;

export async function insertSlot(db: Db, owner: CalendarOwner, terms: SlotTerms): Promise<void> {
  await db.insert(timeslots).values({ ...owner, ...terms });
}

/**
 * A weekly slot's new terms, and its dated slots from today on with them: a
 * capacity never below the places already ordered, the new fee and cut-off.
 */
export async function updateSlot(
  db: Db,
  timeslotId: number,
  terms: Pick<SlotTerms, 'name' | 'capacity' | 'feeCents' | 'cutoffMinutes'>,
  today: string,
): Promise<void> {
  await db.update(timeslots).set(terms).where(eq(timeslots.timeslotId, timeslotId));
  await db
    .update(timeslotDays)
    .set({
      // A slot the store's manager closed stays closed: full with its orders.
      capacity: sql`case when ${timeslotDays.closedReason} is null
        then greatest(${terms.capacity}, ${timeslotDays.orderedCount})
        else ${timeslotDays.orderedCount} end`,
      feeCents: terms.feeCents,
      cutoffAt: sql`${timeslotDays.beginsAt} - make_interval(mins => ${terms.cutoffMinutes})`,
    })
    .where(and(eq(timeslotDays.timeslotId, timeslotId), gte(timeslotDays.slotDate, today)));
}

/**
 * A dated slot no order ever named: one a cancelled order still names stays
 * (the order keeps its slot), with no place left, as one with orders does.
 */
const neverOrdered = and(
  eq(timeslotDays.orderedCount, 0),
  sql`not exists (select 1 from ${orders} o where o.timeslot_day_id = ${timeslotDays.timeslotDayId})`,
);

/**
 * Weekly slots no longer offered: their dated slots from today on go, but a
 * dated slot with orders stays, full, for the orders it holds.
 */
export async function retireSlots(db: Db, timeslotIds: number[], today: string): Promise<void> {
  if (timeslotIds.length === 0) return;
  await db
    .update(timeslots)
    .set({ active: false })
    .where(inArray(timeslots.timeslotId, timeslotIds));
  const coming = and(
    inArray(timeslotDays.timeslotId, timeslotIds),
    gte(timeslotDays.slotDate, today),
  );
  await db.delete(timeslotDays).where(and(coming, neverOrdered));
  await db
    .update(timeslotDays)
    .set({ capacity: sql`${timeslotDays.orderedCount}` })
    .where(coming);
}

export type ClosingRecord = typeof closingDays.$inferSelect;

/** Every closing day: a few a year for each warehouse. */
export async function allClosings(db: Db): Promise<ClosingRecord[]> {
  return db.select().from(closingDays);
}

export async function saveClosing(db: Db, closing: ClosingRecord): Promise<void> {
  await db
    .insert(closingDays)
    .values(closing)
    .onConflictDoUpdate({
      target: [closingDays.day, closingDays.warehouseId],
      set: { reason: closing.reason },
    });
}

export async function dropClosing(db: Db, closing: ClosingRecord): Promise<void> {
  await db
    .delete(closingDays)
    .where(
      and(
        eq(closingDays.day, closing.day),
        closing.warehouseId === null
          ? isNull(closingDays.warehouseId)
          : eq(closingDays.warehouseId, closing.warehouseId),
      ),
    );
}

/**
 * A closing day's dated slots go, of its warehouse or of every one; a slot
 * with orders stays, full, for the orders it holds (moving them is the
 * manager's to decide).
 */
export async function closeDatedSlots(db: Db, closing: ClosingRecord): Promise<void> {
  const ofClosing = sql`${timeslotDays.slotDate} = ${closing.day} and ${timeslotDays.timeslotId} in (
    select t.timeslot_id from ${timeslots} t
    where ${closing.warehouseId === null ? sql`true` : sql`${ownerWarehouse} = ${closing.warehouseId}`})`;
  await db.delete(timeslotDays).where(and(ofClosing, neverOrdered));
  await db
    .update(timeslotDays)
    .set({ capacity: sql`${timeslotDays.orderedCount}` })
    .where(ofClosing);
}

/** Stores, lockers and zones a full delivery set-up feed leaves out: switched off, never deleted. */
export async function switchOffOthers(
  db: Db,
  named: { stores: number[]; lockers: string[]; zones: string[] },
): Promise<number> {
  const now = new Date();
  const offStores = await db
    .update(stores)
    .set({ active: false })
    .where(
      and(
        eq(stores.active, true),
        named.stores.length > 0 ? notInArray(stores.storeId, named.stores) : undefined,
      ),
    )
    .returning({ storeId: stores.storeId });
  if (offStores.length > 0)
    await db
      .update(addresses)
      .set({ deletedAt: now })
      .where(
        and(
          inArray(
            addresses.storeId,
            offStores.map((s) => s.storeId),
          ),
          eq(addresses.addressTypeId, ADDRESS_TYPE.STORE),
          isNull(addresses.userId),
          isNull(addresses.deletedAt),
        ),
      );
  const offLockers = await db
    .update(addresses)
    .set({ deletedAt: now })
    .where(
      and(
        eq(addresses.addressTypeId, ADDRESS_TYPE.LOCKER),
        isNull(addresses.userId),
        isNull(addresses.deletedAt),
        named.lockers.length > 0
          ? sql`coalesce(${addresses.pickupCode}, '') not in ${named.lockers}`
          : undefined,
      ),
    )
    .returning({ addressId: addresses.addressId });
  const offZones = await db
    .update(deliveryZones)
    .set({ active: false })
    .where(
      and(
        eq(deliveryZones.active, true),
        named.zones.length > 0 ? notInArray(deliveryZones.code, named.zones) : undefined,
      ),
    )
    .returning({ zoneId: deliveryZones.zoneId });
  return offStores.length + offLockers.length + offZones.length;
}

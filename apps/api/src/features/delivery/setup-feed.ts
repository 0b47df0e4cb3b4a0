import {
  ADDRESS_TYPE,
  slotOwnerKey,
  type DeliveryFeedLine,
  type FeedSite,
  type SlotOwner,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import type { CalendarOwner } from './calendar-repo';
import {
  activeSlotsOf,
  closeDatedSlots,
  allClosings,
  companyIdFor,
  dropClosing,
  findCounter,
  findLocker,
  findStoreRecord,
  findWarehouse,
  findZone,
  insertSlot,
  retireSlots,
  saveClosing,
  savePickup,
  saveStore,
  saveWarehouse,
  saveZone,
  switchOffOthers,
  updateSlot,
  type PickupRecord,
  type PickupValues,
} from './setup-repo';

export { setupFacts } from './setup-repo';

/** What a delivery set-up feed did to the lines it names (the import's counts). */
export interface SetupCounts {
  created: number;
  updated: number;
  unchanged: number;
  /** Stores, lockers, zones and weekly slots switched off; closing days a full file drops. */
  offSale: number;
}

type Line<K extends DeliveryFeedLine['kind']> = Extract<DeliveryFeedLine, { kind: K }>;

const sameSite = (row: FeedSite, site: FeedSite): boolean =>
  row.address1 === site.address1 &&
  row.addressNumber === site.addressNumber &&
  row.city === site.city &&
  row.province === site.province &&
  row.postalcode === site.postalcode &&
  row.latitude === site.latitude &&
  row.longitude === site.longitude;

const samePickup = (row: PickupRecord, values: PickupValues): boolean =>
  sameSite(row, values as FeedSite) &&
  row.addressName === values.addressName &&
  row.storeId === values.storeId &&
  row.warehouseId === values.warehouseId &&
  (row.companyId ?? null) === (values.companyId ?? null) &&
  (row.deletedAt === null) === (values.deletedAt === null);

/** 'HH:MM:SS' as PostgreSQL answers a time, 'HH:MM' as the feed writes it. */
const clock = (time: string): string => time.slice(0, 5);

/**
 * Writes a checked delivery set-up feed (decision 051), in the order that lets
 * a line refer to the ones before it: warehouses, stores with their counters,
 * lockers, zones, each owner's weekly slots, closing days. The slots a file
 * gives an owner are that owner's whole week; the coming dated slots follow
 * at once (capacity, fee, cut-off, closed days), and a dated slot with orders
 * is never dropped. `full`: the stores, lockers and zones it leaves out are
 * switched off, and the coming closing days it leaves out are reopened.
 */
export async function applyDeliverySetup(
  db: Db,
  lines: readonly DeliveryFeedLine[],
  options: { full: boolean; today: string },
): Promise<SetupCounts> {
  const counts: SetupCounts = { created: 0, updated: 0, unchanged: 0, offSale: 0 };
  const tally = (before: unknown, same: boolean): void => {
    if (before === null) counts.created++;
    else if (same) counts.unchanged++;
    else counts.updated++;
  };
  const ofKind = <K extends DeliveryFeedLine['kind']>(kind: K): Line<K>[] =>
    lines.filter((l): l is Line<K> => l.kind === kind);

  for (const line of ofKind('warehouse')) {
    const before = await findWarehouse(db, line.warehouseId);
    const same = before !== null && before.name === line.name && sameSite(before, line.site);
    if (!same) await saveWarehouse(db, line.warehouseId, line.name, line.site);
    tally(before, same);
  }

  for (const line of ofKind('store')) {
    const before = await findStoreRecord(db, line.storeId);
    const counter = await findCounter(db, line.storeId);
    const store = {
      storeId: line.storeId,
      name: line.name,
      warehouseId: line.warehouseId,
      ...line.site,
      phone: line.phone,
      openingHours: line.hours,
      active: line.active,
    };
    const pickup: PickupValues = {
      addressTypeId: ADDRESS_TYPE.STORE,
      storeId: line.storeId,
      warehouseId: line.warehouseId,
      companyId: null,
      addressName: line.name,
      pickupCode: null,
      ...line.site,
      deletedAt: line.active ? null : (counter?.deletedAt ?? new Date()),
    };
    const same =
      before !== null &&
      counter !== null &&
      before.name === line.name &&
      before.warehouseId === line.warehouseId &&
      sameSite(before, line.site) &&
      before.phone === line.phone &&
      JSON.stringify(before.openingHours) === JSON.stringify(line.hours) &&
      before.active === line.active &&
      samePickup(counter, pickup);
    if (!same) {
      await saveStore(db, store);
      await savePickup(db, counter?.addressId ?? null, pickup);
    }
    tally(before, same);
  }

  for (const line of ofKind('locker')) {
    const before = await findLocker(db, line.code);
    const store = await findStoreRecord(db, line.storeId);
    const companyId = line.company
      ? await companyIdFor(db, line.company.code, line.company.name)
      : null;
    const pickup: PickupValues = {
      addressTypeId: ADDRESS_TYPE.LOCKER,
      storeId: line.storeId,
      warehouseId: store!.warehouseId,
      companyId,
      addressName: line.name,
      pickupCode: line.code,
      ...line.site,
      deletedAt: line.active ? null : (before?.deletedAt ?? new Date()),
    };
    const same = before !== null && samePickup(before, pickup);
    if (!same) await savePickup(db, before?.addressId ?? null, pickup);
    tally(before, same);
  }

  for (const line of ofKind('zone')) {
    const before = await findZone(db, line.code);
    const zone = {
      code: line.code,
      name: line.name,
      warehouseId: line.warehouseId,
      storeId: line.storeId,
      postalCodes: line.postalCodes,
      latitude: line.latitude,
      longitude: line.longitude,
      radiusMeters: line.radiusMeters,
      active: line.active,
    };
    const same =
      before !== null &&
      before.name === zone.name &&
      before.warehouseId === zone.warehouseId &&
      before.storeId === zone.storeId &&
      before.postalCodes.join() === zone.postalCodes.join() &&
      before.latitude === zone.latitude &&
      before.longitude === zone.longitude &&
      before.radiusMeters === zone.radiusMeters &&
      before.active === zone.active;
    if (!same) await saveZone(db, zone);
    tally(before, same);
  }

  const weeks = new Map<string, { owner: SlotOwner; slots: Line<'slot'>[] }>();
  for (const line of ofKind('slot')) {
    const key = slotOwnerKey(line.owner);
    const week = weeks.get(key) ?? { owner: line.owner, slots: [] };
    week.slots.push(line);
    weeks.set(key, week);
  }
  for (const { owner, slots } of weeks.values()) {
    const calendarOwner = await calendarOwnerOf(db, owner);
    const held = await activeSlotsOf(db, calendarOwner);
    const kept = new Set<number>();
    for (const line of slots) {
      const match = held.find(
        (h) =>
          !kept.has(h.timeslotId) &&
          clock(h.beginTime) === line.begin &&
          clock(h.endTime) === line.end &&
          [...h.weekdays].sort((a, b) => a - b).join() === line.weekdays.join(),
      );
      const terms = {
        name: line.name,
        capacity: line.capacity,
        feeCents: line.feeCents,
        cutoffMinutes: line.cutoffMinutes,
      };
      if (!match) {
        await insertSlot(db, calendarOwner, {
          ...terms,
          weekdays: line.weekdays,
          beginTime: line.begin,
          endTime: line.end,
        });
        counts.created++;
        continue;
      }
      kept.add(match.timeslotId);
      const same =
        match.name === terms.name &&
        match.capacity === terms.capacity &&
        match.feeCents === terms.feeCents &&
        match.cutoffMinutes === terms.cutoffMinutes;
      if (same) counts.unchanged++;
      else {
        await updateSlot(db, match.timeslotId, terms, options.today);
        counts.updated++;
      }
    }
    const retired = held.filter((h) => !kept.has(h.timeslotId)).map((h) => h.timeslotId);
    await retireSlots(db, retired, options.today);
    counts.offSale += retired.length;
  }

  const closings = ofKind('closing').map((line) => ({
    day: line.day,
    warehouseId: line.warehouse === '*' ? null : line.warehouse,
    reason: line.reason,
  }));
  const held = await allClosings(db);
  const sameDay = (a: { day: string; warehouseId: number | null }, b: typeof a) =>
    a.day === b.day && a.warehouseId === b.warehouseId;
  for (const closing of closings) {
    const before = held.find((c) => sameDay(c, closing)) ?? null;
    const same = before !== null && before.reason === closing.reason;
    if (!same) await saveClosing(db, closing);
    if (closing.day >= options.today) await closeDatedSlots(db, closing);
    tally(before, same);
  }

  if (options.full) {
    for (const closing of held)
      if (closing.day >= options.today && !closings.some((c) => sameDay(c, closing))) {
        await dropClosing(db, closing);
        counts.offSale++;
      }
    counts.offSale += await switchOffOthers(db, {
      stores: ofKind('store').map((l) => l.storeId),
      lockers: ofKind('locker').map((l) => l.code),
      zones: ofKind('zone').map((l) => l.code),
    });
  }
  return counts;
}

/** The calendar a slot line's owner keeps: a store's counter, a locker, or a zone. */
async function calendarOwnerOf(db: Db, owner: SlotOwner): Promise<CalendarOwner> {
  if ('zone' in owner) return { zoneId: (await findZone(db, owner.zone))!.zoneId };
  const pickup =
    'store' in owner ? await findCounter(db, owner.store) : await findLocker(db, owner.locker);
  return { addressId: pickup!.addressId };
}

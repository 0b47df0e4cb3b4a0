import {
  ADDRESS_TYPE,
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPE_NAMES,
  DELIVERY_MESSAGES,
  DELIVERY_SERVICE,
  isAddressTypeId,
  type Store,
  addDays,
  shopDayOf,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { distanceMeters } from '../../adapters/geocoding';
import {
  WEEKDAY_NAMES,
  closedDates,
  deliveryServiceIdOf,
  findStore,
  listStorePickupPoints,
  listStores,
  loadZones,
  type StoreRow,
} from '../delivery';
import { refusal } from '../../http/app-error';

/** How far ahead a store page lists the days it is closed on. */
const CLOSED_DATES_DAYS = 30;

const closedWindow = (now: Date) => {
  const today = shopDayOf(now);
  return { from: today, to: addDays(today, CLOSED_DATES_DAYS) };
};

type PickupRow = Awaited<ReturnType<typeof listStorePickupPoints>>[number];

function toStore(
  row: StoreRow,
  pickups: readonly PickupRow[],
  closed: (warehouseId: number) => string[],
  distance: number | null,
): Store {
  return {
    storeId: row.storeId,
    name: row.name,
    warehouseId: row.warehouseId,
    address1: row.address1,
    addressNumber: row.addressNumber,
    city: row.city,
    province: row.province,
    postalcode: row.postalcode,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    deliveryServices: pickups
      .filter((p) => p.storeId === row.storeId && isAddressTypeId(p.addressTypeId))
      .map((p) => {
        const typeId = isAddressTypeId(p.addressTypeId) ? p.addressTypeId : ADDRESS_TYPE.STORE;
        return {
          deliveryServiceId: deliveryServiceIdOf(typeId),
          name: ADDRESS_TYPE_LABELS[typeId],
          addressId: p.addressId,
          addressTypeId: typeId,
          addressType: ADDRESS_TYPE_NAMES[typeId],
        };
      }),
    openingHours: WEEKDAY_NAMES.map((dayName, weekday) => ({
      weekday,
      dayName,
      hours: (row.openingHours[String(weekday) as '0'] ?? []).map(([from, to]) => ({ from, to })),
    })),
    closedDates: closed(row.warehouseId),
    distance,
  };
}

/**
 * "drive,locker", "3,5" or delivery service ids ("1" = any pickup, "2" = home
 * delivery, i.e. stores that prepare a zone's orders): which stores to list.
 */
function parseServices(services: string | undefined): { types: Set<number>; home: boolean } | null {
  if (!services?.trim()) return null;
  const types = new Set<number>();
  let home = false;
  for (const token of services
    .toLowerCase()
    .split(',')
    .map((t) => t.trim())) {
    if (token === 'drive' || token === String(ADDRESS_TYPE.STORE)) types.add(ADDRESS_TYPE.STORE);
    else if (token === 'locker' || token === String(ADDRESS_TYPE.LOCKER))
      types.add(ADDRESS_TYPE.LOCKER);
    else if (token === String(DELIVERY_SERVICE.STORE_PICKUP)) {
      types.add(ADDRESS_TYPE.STORE);
      types.add(ADDRESS_TYPE.LOCKER);
    } else if (token === 'home' || token === String(DELIVERY_SERVICE.HOME_DELIVERY)) home = true;
  }
  return { types, home };
}

export interface StoreQuery {
  services?: string | undefined;
  orderby?: 'name' | 'distance' | 'storeId' | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  /** Metres: with a point, stores further away are left out. */
  distance?: number | undefined;
}

export async function listStoresNear(db: Db, query: StoreQuery, now: Date): Promise<Store[]> {
  const rows = await listStores(db);
  const pickups = await listStorePickupPoints(
    db,
    rows.map((r) => r.storeId),
  );
  const wanted = parseServices(query.services);
  const zoneStores = wanted?.home ? new Set((await loadZones(db)).map((z) => z.storeId)) : null;
  const point =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  const closed = await closedDates(db, closedWindow(now));
  const stores = rows
    .filter(
      (row) =>
        !wanted ||
        pickups.some((p) => p.storeId === row.storeId && wanted.types.has(p.addressTypeId)) ||
        (zoneStores?.has(row.storeId) ?? false),
    )
    .map((row) => toStore(row, pickups, closed, point ? distanceMeters(point, row) : null))
    .filter(
      (s) => query.distance === undefined || s.distance === null || s.distance <= query.distance,
    );
  const orderby = query.orderby ?? (point ? 'distance' : 'name');
  return stores.sort((a, b) =>
    orderby === 'distance' && point
      ? (a.distance ?? 0) - (b.distance ?? 0)
      : orderby === 'storeId'
        ? a.storeId - b.storeId
        : a.name.localeCompare(b.name, 'it'),
  );
}

export async function viewStore(db: Db, storeId: number, now: Date): Promise<Store> {
  const row = await findStore(db, storeId);
  if (!row) throw refusal('store.not_found', DELIVERY_MESSAGES.storeNotFound, 'store_id');
  const pickups = await listStorePickupPoints(db, [row.storeId]);
  return toStore(row, pickups, await closedDates(db, closedWindow(now)), null);
}

/** The store counter's address id, which store-proximity/select sets on the cart. */
export async function storeCounterAddressId(db: Db, storeId: number): Promise<number> {
  const row = await findStore(db, storeId);
  const counter = row
    ? (await listStorePickupPoints(db, [row.storeId])).find(
        (p) => p.addressTypeId === ADDRESS_TYPE.STORE,
      )
    : undefined;
  if (!counter) throw refusal('store.not_found', DELIVERY_MESSAGES.storeNotFound, 'store_id');
  return counter.addressId;
}

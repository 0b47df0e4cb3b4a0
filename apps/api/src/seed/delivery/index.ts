import { ADDRESS_TYPE } from '@spesa/domain';
import type { Db } from '../../db/client';
import {
  addresses,
  deliveryZones,
  shopatworkCompanies,
  stores,
  timeslots,
  warehouseLocations,
  warehouses,
} from '../../db/schema';
import { calendarWindow, prepareCalendar } from '../../features/delivery';
import { LOCKERS, STORES, WAREHOUSE_SITES, ZONES } from './network';
import {
  HOME_PATTERNS,
  LOCKER_PATTERNS,
  counterPatterns,
  type SlotPattern,
} from './timeslot-patterns';

/** Days of slots generated at seed; later days are generated when asked for. */
const SEED_DAYS_AHEAD = 8;

const slotRows = (
  patterns: readonly SlotPattern[],
  owner: { addressId: number } | { zoneId: number },
) => patterns.map((p) => ({ ...p, ...owner }));

/**
 * Runs after the catalogue, which seeds the warehouses (89, 91, 93): their
 * sites and home-delivery zones, stores with their counters and lockers, the
 * shop-at-work companies, and the weekly timeslots of each, then the dated
 * slots of the coming days. Bulk inserts: every API test file seeds.
 */
export async function seedDelivery(db: Db, now: Date = new Date()): Promise<void> {
  // The catalogue seeds the warehouses; without it (or before it) they are added here.
  await db
    .insert(warehouses)
    .values(WAREHOUSE_SITES.map(({ warehouseId, name }) => ({ warehouseId, name })))
    .onConflictDoNothing();
  await db.insert(warehouseLocations).values([...WAREHOUSE_SITES]);
  await db.insert(stores).values(STORES.map((s) => ({ ...s })));

  const counters = await db
    .insert(addresses)
    .values(
      STORES.flatMap((s) => {
        const base = { ...s, storeId: s.storeId, warehouseId: s.warehouseId };
        const counter = { ...base, addressTypeId: ADDRESS_TYPE.STORE, addressName: s.name };
        const locker = {
          ...base,
          addressTypeId: ADDRESS_TYPE.LOCKER,
          addressName: `Locker ${s.name}`,
        };
        return s.locker ? [counter, locker] : [counter];
      }),
    )
    .returning({
      addressId: addresses.addressId,
      storeId: addresses.storeId,
      addressTypeId: addresses.addressTypeId,
    });

  const companies = await db
    .insert(shopatworkCompanies)
    .values(LOCKERS.flatMap((l) => (l.company ? [l.company] : [])))
    .returning();
  const lockers = await db
    .insert(addresses)
    .values(
      LOCKERS.map((l) => ({
        ...l,
        addressTypeId: ADDRESS_TYPE.LOCKER,
        addressName: l.name,
        warehouseId: STORES.find((s) => s.storeId === l.storeId)!.warehouseId,
        companyId:
          companies.find((c) => c.subscriptionCode === l.company?.subscriptionCode)?.companyId ??
          null,
      })),
    )
    .returning({ addressId: addresses.addressId });

  const zones = await db
    .insert(deliveryZones)
    .values(ZONES.map((z) => ({ ...z, postalCodes: z.caps })))
    .returning({ zoneId: deliveryZones.zoneId });

  await db.insert(timeslots).values([
    ...counters.flatMap((c) => {
      const store = STORES.find((s) => s.storeId === c.storeId)!;
      return c.addressTypeId === ADDRESS_TYPE.STORE
        ? slotRows(counterPatterns(store.openingHours), { addressId: c.addressId })
        : slotRows(LOCKER_PATTERNS, { addressId: c.addressId });
    }),
    ...lockers.flatMap((l) => slotRows(LOCKER_PATTERNS, { addressId: l.addressId })),
    ...zones.flatMap((z) => slotRows(HOME_PATTERNS, { zoneId: z.zoneId })),
  ]);

  await prepareCalendar(db, null, calendarWindow(now, SEED_DAYS_AHEAD));
}

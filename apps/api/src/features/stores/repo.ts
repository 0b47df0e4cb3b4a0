import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  shopatworkCompanies,
  shopatworkSubscriptions,
  warehouseLocations,
  warehouses,
} from '../../db/schema';

export type CompanyRow = typeof shopatworkCompanies.$inferSelect;

export async function findCompanyByCode(db: Db, code: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(shopatworkCompanies)
    .where(
      and(eq(shopatworkCompanies.subscriptionCode, code), eq(shopatworkCompanies.active, true)),
    )
    .limit(1);
  return row;
}

export async function subscribe(db: Db, userId: number, companyId: number): Promise<void> {
  await db.insert(shopatworkSubscriptions).values({ userId, companyId }).onConflictDoNothing();
}

export async function listCompanyAddressIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ addressId: addresses.addressId })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.addressId));
  return rows.map((r) => r.addressId);
}

export interface WarehouseSite {
  warehouseId: number;
  name: string;
  latitude: number;
  longitude: number;
}

export async function listWarehouseSites(db: Db): Promise<WarehouseSite[]> {
  return db
    .select({
      warehouseId: warehouses.warehouseId,
      name: warehouses.name,
      latitude: warehouseLocations.latitude,
      longitude: warehouseLocations.longitude,
    })
    .from(warehouseLocations)
    .innerJoin(warehouses, eq(warehouses.warehouseId, warehouseLocations.warehouseId))
    .orderBy(asc(warehouses.warehouseId));
}

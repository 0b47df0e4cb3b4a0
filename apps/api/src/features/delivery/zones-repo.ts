import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryZones, warehouses } from '../../db/schema';
import type { Zone } from './zones';

/** The active home-delivery zones; a handful of rows, matched in memory. */
export async function loadZones(db: Db): Promise<Zone[]> {
  return db
    .select({
      zoneId: deliveryZones.zoneId,
      name: deliveryZones.name,
      warehouseId: deliveryZones.warehouseId,
      warehouseName: warehouses.name,
      storeId: deliveryZones.storeId,
      postalCodes: deliveryZones.postalCodes,
      radiusMeters: deliveryZones.radiusMeters,
      priority: deliveryZones.priority,
      latitude: deliveryZones.latitude,
      longitude: deliveryZones.longitude,
    })
    .from(deliveryZones)
    .innerJoin(warehouses, eq(warehouses.warehouseId, deliveryZones.warehouseId))
    .where(eq(deliveryZones.active, true))
    .orderBy(asc(deliveryZones.priority), asc(deliveryZones.zoneId));
}

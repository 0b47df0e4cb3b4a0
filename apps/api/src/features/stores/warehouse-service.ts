import type { Db } from '../../db/client';
import { distanceMeters, type GeocodingPort } from '../../adapters/geocoding';
import { loadZones, matchZone } from '../delivery';
import { listWarehouseSites } from './repo';

export interface WarehouseMatch {
  warehouseId: number;
  name: string;
  distance: number;
  homeDelivery: boolean;
  storeId: number | null;
}

/**
 * The warehouses around a point: those whose zone delivers there first, then
 * the others within `distance` metres, nearest first. The point's CAP comes
 * from reverse geocoding, so zones drawn by CAP count too.
 */
export async function findWarehouses(
  db: Db,
  geocoder: GeocodingPort,
  point: { latitude: number; longitude: number },
  distance: number,
): Promise<WarehouseMatch[]> {
  const [sites, zones, place] = await Promise.all([
    listWarehouseSites(db),
    loadZones(db),
    geocoder.reverse(point.latitude, point.longitude),
  ]);
  const serving = matchZone(zones, point, place?.postalcode);
  return sites
    .map((site) => ({
      warehouseId: site.warehouseId,
      name: site.name,
      distance: distanceMeters(point, site),
      homeDelivery: serving?.zone.warehouseId === site.warehouseId,
      storeId:
        serving?.zone.warehouseId === site.warehouseId
          ? serving.zone.storeId
          : (zones.find((z) => z.warehouseId === site.warehouseId)?.storeId ?? null),
    }))
    .filter((w) => w.homeDelivery || w.distance <= distance)
    .sort((a, b) => Number(b.homeDelivery) - Number(a.homeDelivery) || a.distance - b.distance);
}

import { distanceMeters } from '../../adapters/geocoding';

export interface Zone {
  zoneId: number;
  name: string;
  warehouseId: number;
  warehouseName: string;
  storeId: number;
  postalCodes: string[];
  radiusMeters: number | null;
  priority: number;
  /** The zone's hub, the centre of the radius. */
  latitude: number;
  longitude: number;
}

export interface ZoneMatch {
  zone: Zone;
  /** Metres from the point to the zone's hub. */
  distance: number;
}

/**
 * The zone that delivers to a point: a zone listing the CAP serves it whatever
 * the distance; otherwise the point must lie within a zone's radius. Among
 * several, the lowest priority wins, then the nearest hub.
 */
export function matchZone(
  zones: readonly Zone[],
  point: { latitude: number; longitude: number },
  postalcode: string | null | undefined,
): ZoneMatch | undefined {
  const cap = postalcode?.trim() ?? '';
  const matches = zones
    .map((zone) => ({ zone, distance: distanceMeters(point, zone) }))
    .filter(
      ({ zone, distance }) =>
        (cap !== '' && zone.postalCodes.includes(cap)) ||
        (zone.radiusMeters !== null && distance <= zone.radiusMeters),
    )
    .sort((a, b) => a.zone.priority - b.zone.priority || a.distance - b.distance);
  return matches[0];
}

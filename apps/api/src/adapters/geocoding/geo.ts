/** Great-circle distance in metres (haversine; error well under 0.5% at our scale). */
export function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}

/**
 * Italy's bounding box, Lampedusa to the Vetta d'Italia and Sardinia to Otranto.
 * A box admits bits of neighbours (Corsica, Slovenia); good enough to refuse
 * coordinates that are plainly elsewhere, which is what it is for.
 */
const ITALY_BOX = { minLat: 35.4, maxLat: 47.1, minLng: 6.6, maxLng: 18.6 } as const;

export const isInItaly = (latitude: number, longitude: number): boolean =>
  latitude >= ITALY_BOX.minLat &&
  latitude <= ITALY_BOX.maxLat &&
  longitude >= ITALY_BOX.minLng &&
  longitude <= ITALY_BOX.maxLng;

import {
  DELIVERY_MESSAGES,
  addressVerifyError,
  type AddressCheckResponse,
  type ResponseMessage,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { isInItaly, type GeocodedPlace, type GeocodingPort } from '../../adapters/geocoding';
import { loadZones, matchZone, type ZoneMatch } from '../delivery';
import { refusal } from '../../http/app-error';

export interface AddressInput {
  address1?: string | undefined;
  addressNumber?: string | undefined;
  city?: string | undefined;
  postalcode?: string | undefined;
  province?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  gpsLatitude?: number | undefined;
  gpsLongitude?: number | undefined;
}

export interface LocatedAddress {
  /** The gazetteer's reading of the address, if it knows the comune. */
  place: GeocodedPlace | null;
  /** Where the address is: the coordinates sent, else the geocoded ones. */
  point: { latitude: number; longitude: number } | null;
  /** The CAP to match zones with: the gazetteer's when it has one (a typed CAP may belong elsewhere). */
  postalcode: string;
  zone: ZoneMatch | undefined;
}

/** The coordinates the client sent (map pin first, then device GPS), refused outside Italy. */
function pointOf(input: AddressInput): { latitude: number; longitude: number } | null {
  const point =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : input.gpsLatitude !== undefined && input.gpsLongitude !== undefined
        ? { latitude: input.gpsLatitude, longitude: input.gpsLongitude }
        : null;
  if (point && !isInItaly(point.latitude, point.longitude))
    throw refusal('address.outside_italy', DELIVERY_MESSAGES.outsideItaly, 'latitude');
  return point;
}

/** Refuses an address missing city, street, CAP or province with the domain's message. */
export function assertVerifiable(input: AddressInput): void {
  const incomplete = addressVerifyError(input);
  if (incomplete) throw refusal('address.incomplete', incomplete);
}

/** Geocodes an address and finds the home-delivery zone that reaches it. */
export async function locateAddress(
  db: Db,
  geocoder: GeocodingPort,
  input: AddressInput,
): Promise<LocatedAddress> {
  const sent = pointOf(input);
  const place = await geocoder.geocode(input);
  const point = sent ?? (place ? { latitude: place.latitude, longitude: place.longitude } : null);
  const postalcode = place?.postalcode || input.postalcode?.trim() || '';
  const zone = point ? matchZone(await loadZones(db), point, postalcode) : undefined;
  return { place, point, postalcode, zone };
}

/** POST user-address/check: is home delivery available at this address? */
export async function checkAddress(
  db: Db,
  geocoder: GeocodingPort,
  input: AddressInput,
): Promise<{ result: AddressCheckResponse; warnings: ResponseMessage[] }> {
  assertVerifiable(input);
  const { place, point, postalcode, zone } = await locateAddress(db, geocoder, input);
  const addressNumber = input.addressNumber?.trim() ?? '';
  const result: AddressCheckResponse = {
    active: zone ? 1 : 0,
    addressNumber,
    address: point
      ? {
          address1: place?.precision === 'street' ? place.address1 : (input.address1?.trim() ?? ''),
          addressNumber,
          city: place?.city ?? input.city?.trim() ?? '',
          province: place?.province ?? input.province?.trim().toUpperCase() ?? '',
          postalcode,
          latitude: point.latitude,
          longitude: point.longitude,
        }
      : null,
    warehouseId: zone?.zone.warehouseId ?? null,
    storeId: zone?.zone.storeId ?? null,
  };
  const warnings = zone
    ? []
    : [{ code: 'address.not_served', warning: DELIVERY_MESSAGES.addressNotServed }];
  return { result, warnings };
}

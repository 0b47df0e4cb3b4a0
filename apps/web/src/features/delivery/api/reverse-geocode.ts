import { GeocodeResponseSchema, type Place } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

/** GET /ebsn/api/geocoding/reverse: the nearest known street (or comune) to the shopper's position. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<Place | null> {
  const body = await api.request('/ebsn/api/geocoding/reverse', {
    query: { latitude, longitude },
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(GeocodeResponseSchema, body.data).place;
}

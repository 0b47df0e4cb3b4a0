import type { AppConfig } from '../../config/env';
import { LocalGazetteerGeocoder } from './local-gazetteer';
import { NominatimGeocoder } from './nominatim';
import type { GeocodingPort } from './port';

export type { AddressQuery, GeocodedPlace, GeocodingPort, PlaceSuggestion } from './port';
export { LocalGazetteerGeocoder, describePlace } from './local-gazetteer';
export { distanceMeters, isInItaly } from './geo';
export { gazetteer } from './gazetteer';

/** The configured geocoder: the shipped gazetteer unless GEOCODING_PROVIDER says otherwise. */
export function createGeocoder(config: AppConfig): GeocodingPort {
  return config.GEOCODING_PROVIDER === 'nominatim'
    ? new NominatimGeocoder(config.NOMINATIM_URL, `spesa-online (${config.NOMINATIM_CONTACT})`)
    : new LocalGazetteerGeocoder();
}

import { describePlace } from './local-gazetteer';
import { isInItaly } from './geo';
import type { AddressQuery, GeocodedPlace, GeocodingPort, PlaceSuggestion } from './port';

interface NominatimResult {
  lat: string;
  lon: string;
  address?: Record<string, string | undefined>;
}

/**
 * The production geocoder: a thin client of a Nominatim server (OpenStreetMap),
 * selected with GEOCODING_PROVIDER=nominatim. Results are restricted to Italy
 * (countrycodes=it). Nominatim's usage policy asks for an identifying
 * User-Agent and at most one request a second on the public server: run your
 * own instance, or put a cache in front, for real traffic. Not used in tests.
 */
export class NominatimGeocoder implements GeocodingPort {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(path, this.baseUrl);
    for (const [k, v] of Object.entries({
      ...params,
      format: 'jsonv2',
      addressdetails: '1',
      'accept-language': 'it',
    }))
      url.searchParams.set(k, v);
    const res = await this.fetchImpl(url, {
      headers: { 'user-agent': this.userAgent },
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`nominatim ${path}: HTTP ${res.status}`);
    return res.json();
  }

  private toPlace(result: NominatimResult): GeocodedPlace | null {
    const a = result.address ?? {};
    const latitude = Number(result.lat);
    const longitude = Number(result.lon);
    if (!isInItaly(latitude, longitude)) return null;
    const city = a.city ?? a.town ?? a.village ?? a.municipality ?? '';
    if (!city) return null;
    const province = (a['ISO3166-2-lvl6'] ?? '').replace(/^IT-/, '');
    return {
      address1: a.road ?? '',
      addressNumber: a.house_number ?? '',
      city,
      province,
      postalcode: a.postcode ?? '',
      latitude,
      longitude,
      precision: a.road ? 'street' : 'city',
    };
  }

  async autocomplete(text: string, limit = 10): Promise<PlaceSuggestion[]> {
    const results = (await this.get('/search', {
      q: text,
      countrycodes: 'it',
      limit: String(limit),
    })) as NominatimResult[];
    return results
      .map((r) => this.toPlace(r))
      .filter((p): p is GeocodedPlace => p !== null)
      .map((p) => ({ ...p, description: describePlace(p) }));
  }

  async geocode(address: AddressQuery): Promise<GeocodedPlace | null> {
    const street = [address.address1, address.addressNumber].filter(Boolean).join(' ');
    const params: Record<string, string> = { countrycodes: 'it', limit: '1' };
    if (street) params.street = street;
    if (address.city) params.city = address.city;
    if (address.postalcode) params.postalcode = address.postalcode;
    const [first] = (await this.get('/search', params)) as NominatimResult[];
    return first ? this.toPlace(first) : null;
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    if (!isInItaly(latitude, longitude)) return null;
    const result = (await this.get('/reverse', {
      lat: String(latitude),
      lon: String(longitude),
    })) as NominatimResult & { error?: string };
    return result.error ? null : this.toPlace(result);
  }
}

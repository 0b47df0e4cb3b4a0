/**
 * The geocoding port (docs/architecture.md#the-outside-world): autocomplete and geocoding restricted to
 * Italy. The default implementation reads the gazetteer shipped in the repo;
 * a production one may call Nominatim. Features depend on this interface only.
 */

/** A place as the address form wants it: the fields of docs/rules/delivery-and-slots.md Address plus coordinates. */
export interface GeocodedPlace {
  /** Street (address1); empty when only the comune is known. */
  address1: string;
  addressNumber: string;
  city: string;
  /** Province code, e.g. BO. */
  province: string;
  postalcode: string;
  latitude: number;
  longitude: number;
  /** street: the street was found; city: only the comune, coordinates are its centre. */
  precision: 'street' | 'city';
}

export interface PlaceSuggestion extends GeocodedPlace {
  /** "Via dell'Indipendenza 12, 40121 Bologna BO": what the shopper reads in the list. */
  description: string;
}

export interface AddressQuery {
  address1?: string | null | undefined;
  addressNumber?: string | null | undefined;
  city?: string | null | undefined;
  postalcode?: string | null | undefined;
  province?: string | null | undefined;
}

export interface GeocodingPort {
  /** Suggestions for a typed text, best first; streets and comuni of Italy only. */
  autocomplete(text: string, limit?: number): Promise<PlaceSuggestion[]>;
  /** The place of a structured address, or null when the comune is unknown. */
  geocode(address: AddressQuery): Promise<GeocodedPlace | null>;
  /** The nearest known street (or comune) to a point in Italy, or null. */
  reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null>;
}

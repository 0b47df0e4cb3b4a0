import { STREET_AUTOCOMPLETE } from '@spesa/domain';
import { gazetteer, type Comune, type Gazetteer, type Street } from './gazetteer';
import { normalise, streetKey } from './gazetteer/normalise';
import { distanceMeters, isInItaly } from './geo';
import type { AddressQuery, GeocodedPlace, GeocodingPort, PlaceSuggestion } from './port';

/** A reverse lookup further than this from any known street falls back to the comune. */
const REVERSE_STREET_RADIUS_M = 1_500;
const REVERSE_COMUNE_RADIUS_M = 20_000;

const HOUSE_NUMBER = /^\d{1,4}[a-z]?$/;
const CAP = /^\d{5}$/;

const streetPlace = (street: Street, addressNumber: string): GeocodedPlace => ({
  address1: street.name,
  addressNumber,
  city: street.comune.name,
  province: street.comune.province,
  postalcode: street.postalcode,
  latitude: street.latitude,
  longitude: street.longitude,
  precision: 'street',
});

const comunePlace = (
  comune: Comune,
  address1 = '',
  addressNumber = '',
  cap = '',
): GeocodedPlace => ({
  address1,
  addressNumber,
  city: comune.name,
  province: comune.province,
  postalcode: comune.caps.includes(cap) ? cap : comune.caps.length === 1 ? comune.caps[0]! : '',
  latitude: comune.latitude,
  longitude: comune.longitude,
  precision: 'city',
});

export function describePlace(place: GeocodedPlace): string {
  const street = [place.address1, place.addressNumber].filter(Boolean).join(' ');
  const town = [place.postalcode, place.city, place.province].filter(Boolean).join(' ');
  return street ? `${street}, ${town}` : town;
}

/** Every typed word must start one of the candidate's words. */
const allPrefixes = (typed: readonly string[], words: readonly string[]): boolean =>
  typed.every((t) => words.some((w) => w.startsWith(t)));

/** The default geocoder: the gazetteer of the served region, shipped in the repo. */
export class LocalGazetteerGeocoder implements GeocodingPort {
  constructor(private readonly data: Gazetteer = gazetteer()) {}

  async autocomplete(text: string, limit = 10): Promise<PlaceSuggestion[]> {
    if (normalise(text).replace(/ /g, '').length < STREET_AUTOCOMPLETE.minChars) return [];
    const tokens = normalise(text).split(' ').filter(Boolean);
    const addressNumber = tokens.find((t) => HOUSE_NUMBER.test(t) && !CAP.test(t)) ?? '';
    const cap = tokens.find((t) => CAP.test(t));
    const words = streetKey(tokens.filter((t) => !/^\d/.test(t)).join(' '))
      .split(' ')
      .filter(Boolean);
    if (words.length === 0) return [];

    // "strada maggiore" should put Strada Maggiore before Piazza Maggiore: the
    // street-type words left out of matching still count in the ranking.
    const typed = tokens.filter((t) => !/^\d/.test(t));
    const score = (s: Street) => {
      const all = normalise(`${s.name} ${s.comune.name}`).split(' ');
      return typed.filter((t) => all.some((w) => w.startsWith(t))).length;
    };
    const streets = this.data.streets
      .filter((s) => !cap || s.postalcode === cap)
      .filter((s) => {
        const streetWords = s.key.split(' ');
        // At least one typed word names the street; the others may name the town.
        return (
          words.some((w) => streetWords.some((sw) => sw.startsWith(w))) &&
          allPrefixes(words, [...streetWords, ...s.comune.key.split(' ')])
        );
      })
      .map((s) => ({ s, score: score(s) }))
      .sort((a, b) => b.score - a.score)
      .map(({ s }) => streetPlace(s, addressNumber));
    const comuni = this.data.comuni
      .filter((c) => !cap || c.caps.includes(cap))
      .filter((c) => allPrefixes(words, c.key.split(' ')))
      .map((c) => comunePlace(c, '', '', cap));
    return [...streets, ...comuni]
      .slice(0, limit)
      .map((place) => ({ ...place, description: describePlace(place) }));
  }

  async geocode(address: AddressQuery): Promise<GeocodedPlace | null> {
    const typedCap = address.postalcode?.trim() ?? '';
    const comune =
      (address.city ? this.data.findComune(address.city) : undefined) ??
      (!address.city && typedCap ? this.data.comuneByCap(typedCap) : undefined);
    if (!comune) return null;
    const addressNumber = address.addressNumber?.trim() ?? '';
    const typedStreet = address.address1?.trim() ?? '';
    if (!typedStreet) return comunePlace(comune, '', addressNumber, typedCap);
    const key = streetKey(typedStreet);
    const inComune = this.data.streets.filter((s) => s.comune === comune);
    const street =
      inComune.find((s) => s.key === key) ??
      inComune.find((s) => key.length > 0 && allPrefixes(key.split(' '), s.key.split(' ')));
    return street
      ? streetPlace(street, addressNumber)
      : comunePlace(comune, typedStreet, addressNumber, typedCap);
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    if (!isInItaly(latitude, longitude)) return null;
    const point = { latitude, longitude };
    const nearest = <T extends { latitude: number; longitude: number }>(items: readonly T[]) =>
      items.reduce<{ item: T; distance: number } | undefined>((best, item) => {
        const distance = distanceMeters(point, item);
        return !best || distance < best.distance ? { item, distance } : best;
      }, undefined);
    const street = nearest(this.data.streets);
    if (street && street.distance <= REVERSE_STREET_RADIUS_M) return streetPlace(street.item, '');
    const comune = nearest(this.data.comuni);
    if (comune && comune.distance <= REVERSE_COMUNE_RADIUS_M) return comunePlace(comune.item);
    return null;
  }
}

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

const isNumeric = (token: string): boolean => /^\d/.test(token);

/** Words of a street name that stay lower case after the first ("Via della Libertà"). */
const LOWER = new Set([
  'di',
  'da',
  'del',
  'della',
  'dei',
  'degli',
  'delle',
  'dell',
  'd',
  'de',
  'e',
]);

/** "via dell'indipendenza" → "Via dell'Indipendenza"; what the shopper capitalised stays. */
const streetCase = (tokens: readonly string[]): string =>
  tokens
    .map((token, index) =>
      token !== token.toLowerCase()
        ? token
        : token
            .split("'")
            .map((part, i) =>
              (index > 0 || i > 0) && LOWER.has(part)
                ? part
                : part.charAt(0).toUpperCase() + part.slice(1),
            )
            .join("'"),
    )
    .join(' ');

/**
 * The typed text split into a street and a town, the town's words at the end
 * ("via roma 1, milano") or at the start ("milano via roma"): the street as
 * the shopper wrote it, without house number or CAP.
 */
interface StreetAndTown {
  street: string;
  /** The town's normalised words; the last may be half typed when the town ends the text. */
  town: string;
  /** The town is complete: it starts the text and a street follows. */
  exact: boolean;
}

interface Token {
  raw: string;
  words: string[];
}

const wordsOf = (part: readonly Token[]): string => part.flatMap((t) => t.words).join(' ');

/** A street ends on a word that names it, not on "via" or "della" ("reggio emilia via, roma" is no street). */
const isStreet = (part: readonly Token[]): boolean =>
  streetKey(part.at(-1)?.words.at(-1) ?? '') !== '';

function streetAndTownSplits(text: string): StreetAndTown[] {
  const tokens: Token[] = text
    .split(/[\s,]+/)
    .map((raw) => ({ raw, words: normalise(raw).split(' ').filter(Boolean) }))
    .filter((t) => t.words.length > 0 && !t.words.every(isNumeric));
  const splits: StreetAndTown[] = [];
  for (let cut = 1; cut < tokens.length; cut += 1) {
    const head = tokens.slice(0, cut);
    const tail = tokens.slice(cut);
    if (isStreet(head))
      splits.push({
        street: streetCase(head.map((t) => t.raw)),
        town: wordsOf(tail),
        exact: false,
      });
    if (isStreet(tail))
      splits.push({ street: streetCase(tail.map((t) => t.raw)), town: wordsOf(head), exact: true });
  }
  // The longest town first: "via garibaldi, san giovanni" is in San Giovanni…, not in Giovanni….
  return splits.sort((a, b) => b.town.length - a.town.length);
}

/** The default geocoder: every comune of Italy and the streets of the delivery cities, shipped in the repo. */
export class LocalGazetteerGeocoder implements GeocodingPort {
  constructor(private readonly data: Gazetteer = gazetteer()) {}

  async autocomplete(text: string, limit = 10): Promise<PlaceSuggestion[]> {
    if (normalise(text).replace(/ /g, '').length < STREET_AUTOCOMPLETE.minChars) return [];
    const tokens = normalise(text).split(' ').filter(Boolean);
    const addressNumber = tokens.find((t) => HOUSE_NUMBER.test(t) && !CAP.test(t)) ?? '';
    const cap = tokens.find((t) => CAP.test(t));
    const typed = tokens.filter((t) => !isNumeric(t));
    const words = streetKey(typed.join(' ')).split(' ').filter(Boolean);
    const withCap = (c: Comune) => !cap || c.caps.includes(cap);
    const describe = (places: GeocodedPlace[]) =>
      places.slice(0, limit).map((place) => ({ ...place, description: describePlace(place) }));
    if (words.length === 0)
      return describe(
        cap ? this.data.comuniWithCap(cap).map((c) => comunePlace(c, '', '', cap)) : [],
      );

    // "strada maggiore" should put Strada Maggiore before Piazza Maggiore: the
    // street-type words left out of matching still count in the ranking.
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
          allPrefixes(words, [...streetWords, ...s.comune.words])
        );
      })
      .map((s) => ({ s, score: score(s) }))
      .sort((a, b) => b.score - a.score)
      .map(({ s }) => streetPlace(s, addressNumber));
    // The longest typed word picks the fewest candidates from the index.
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const comuni = this.data
      .comuniWithWordStarting(longest)
      .filter((c) => withCap(c) && allPrefixes(words, c.words))
      .map((c) => comunePlace(c, '', addressNumber, cap));
    // A listed street wins over the same text read as an unlisted one in its comune.
    const elsewhere = this.streetsElsewhere(text, addressNumber, cap).filter(
      (p) => !streets.some((s) => s.city === p.city),
    );
    return describe([...streets, ...comuni, ...elsewhere]);
  }

  /**
   * A street the gazetteer does not list, in any comune of Italy ("Via Roma 1,
   * Milano"): the street as typed, the comune's centre. Streets are listed only
   * in the delivery cities, so this is how every other address is found.
   */
  private streetsElsewhere(text: string, addressNumber: string, cap: string | undefined) {
    const places: GeocodedPlace[] = [];
    const seen = new Set<string>();
    for (const { street, town, exact } of streetAndTownSplits(text)) {
      // The name as typed (or its alias) first, then the names it starts.
      const named = [
        this.data.findComune(town),
        ...(exact ? [] : this.data.comuniNamedStarting(town)),
      ];
      for (const comune of named) {
        if (!comune || (cap && !comune.caps.includes(cap))) continue;
        const id = `${street}|${comune.istat}`;
        if (seen.has(id)) continue;
        seen.add(id);
        places.push(comunePlace(comune, street, addressNumber, cap));
      }
    }
    return places;
  }

  async geocode(address: AddressQuery): Promise<GeocodedPlace | null> {
    const typedCap = address.postalcode?.trim() ?? '';
    const comune =
      (address.city ? this.data.findComune(address.city, address.province) : undefined) ??
      (!address.city && typedCap ? this.data.comuniWithCap(typedCap)[0] : undefined);
    if (!comune) return null;
    const addressNumber = address.addressNumber?.trim() ?? '';
    const typedStreet = address.address1?.trim() ?? '';
    if (!typedStreet) return comunePlace(comune, '', addressNumber, typedCap);
    const key = streetKey(typedStreet);
    const inComune = this.data.streets.filter((s) => s.comune === comune);
    // The key drops the street's type, so Piazza and Strada Maggiore share one: the name
    // as typed, then the CAP typed, tell them apart before the first of them is taken.
    const sameKey = inComune.filter((s) => s.key === key);
    const street =
      sameKey.find((s) => normalise(s.name) === normalise(typedStreet)) ??
      sameKey.find((s) => typedCap !== '' && s.postalcode === typedCap) ??
      sameKey[0] ??
      inComune.find((s) => key.length > 0 && allPrefixes(key.split(' '), s.key.split(' ')));
    return street
      ? streetPlace(street, addressNumber)
      : comunePlace(comune, typedStreet, addressNumber, typedCap);
  }

  async reverse(latitude: number, longitude: number): Promise<GeocodedPlace | null> {
    if (!isInItaly(latitude, longitude)) return null;
    const point = { latitude, longitude };
    // Scanning 7,900 comuni with haversine is wasted work: a flat-earth
    // distance ranks them the same at this scale; the winner is then measured.
    const kx = Math.cos((latitude * Math.PI) / 180);
    const nearest = <T extends { latitude: number; longitude: number }>(items: readonly T[]) => {
      let best: T | undefined;
      let bestScore = Infinity;
      for (const item of items) {
        const score = (item.latitude - latitude) ** 2 + ((item.longitude - longitude) * kx) ** 2;
        if (score < bestScore) [best, bestScore] = [item, score];
      }
      return best && { item: best, distance: distanceMeters(point, best) };
    };
    const street = nearest(this.data.streets);
    if (street && street.distance <= REVERSE_STREET_RADIUS_M) return streetPlace(street.item, '');
    const comune = nearest(this.data.comuni);
    if (comune && comune.distance <= REVERSE_COMUNE_RADIUS_M) return comunePlace(comune.item);
    return null;
  }
}

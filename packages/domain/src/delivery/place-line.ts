import { ADDRESS_TYPE } from './address-type';

export interface PlaceParts {
  addressTypeId: number;
  addressName: string;
  address1: string;
  addressNumber: string | null;
  city: string;
}

const filled = (part: string | null): part is string => part !== null && part.trim() !== '';

/** Articles and prepositions that stay lower-case inside a town's name ("Casalecchio di Reno"). */
const SMALL_WORDS = new Set(
  'di d del dell della dello dei degli delle in nel nell nella sul sull sulla al all alla e'.split(
    ' ',
  ),
);

/**
 * A town as the shopper reads it. Saved addresses keep city and province
 * upper-cased (docs/rules/delivery-and-slots.md Address validation): «BOLOGNA» is shown «Bologna»,
 * «REGGIO NELL'EMILIA» «Reggio nell'Emilia». A name written in mixed case is kept as written.
 */
export function displayCity(city: string): string {
  if (city !== city.toUpperCase()) return city;
  return city
    .toLowerCase()
    .replace(/\p{L}+/gu, (word, at: number) =>
      at > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    );
}

/**
 * Where an order goes, on one line: a home by its street and town, a store
 * counter or a locker by its name. Joined from the parts that are there, so an
 * anonymised order (street emptied, town kept) reads «Bologna», never «, Bologna».
 */
export function placeLine(a: PlaceParts): string {
  const street = [a.address1, a.addressNumber].filter(filled).join(' ');
  const town = [street, displayCity(a.city)].filter(filled).join(', ');
  if (a.addressTypeId === ADDRESS_TYPE.HOME) return town;
  return filled(a.addressName) ? a.addressName : town;
}

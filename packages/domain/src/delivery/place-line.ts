import { ADDRESS_TYPE } from './address-type';

export interface PlaceParts {
  addressTypeId: number;
  addressName: string;
  address1: string;
  addressNumber: string | null;
  city: string;
}

const filled = (part: string | null): part is string => part !== null && part.trim() !== '';

/**
 * Where an order goes, on one line: a home by its street and town, a store
 * counter or a locker by its name. Joined from the parts that are there, so an
 * anonymised order (street emptied, town kept) reads «Bologna», never «, Bologna».
 */
export function placeLine(a: PlaceParts): string {
  const street = [a.address1, a.addressNumber].filter(filled).join(' ');
  const town = [street, a.city].filter(filled).join(', ');
  if (a.addressTypeId === ADDRESS_TYPE.HOME) return town;
  return filled(a.addressName) ? a.addressName : town;
}

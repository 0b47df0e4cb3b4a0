import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPE,
  ADDRESS_TYPE_LABELS,
  addressTypeIdFromName,
  addressTypeName,
} from './address-type';

describe('address types', () => {
  it('covers 2, 3 and 5 of docs/rules/delivery-and-slots.md with a label each', () => {
    expect(Object.values(ADDRESS_TYPE)).toEqual([2, 3, 5]);
    expect(Object.keys(ADDRESS_TYPE_LABELS).map(Number)).toEqual([2, 3, 5]);
  });

  it.each<[number, string | undefined]>([
    [2, 'home'],
    // store pickup is "drive" in the API's address_type parameter
    [3, 'drive'],
    [5, 'locker'],
    [4, undefined],
  ])('%d ↔ %s', (id, name) => {
    expect(addressTypeName(id)).toBe(name);
    if (name) expect(addressTypeIdFromName(name)).toBe(id);
  });

  it.each([
    ['HOME', 2],
    ['store', undefined],
    ['', undefined],
  ])('addressTypeIdFromName(%j) = %s', (name, id) => {
    expect(addressTypeIdFromName(name)).toBe(id);
  });
});

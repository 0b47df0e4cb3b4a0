import { isKeyOf } from '../lookup';

/** Address type ids (docs/rules/delivery-and-slots.md Address). */
export const ADDRESS_TYPE = {
  HOME: 2,
  STORE: 3,
  LOCKER: 5,
} as const;

export type AddressTypeId = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];

/**
 * The names the API's address_type query parameter uses (docs/rules/delivery-and-slots.md: "home",
 * and "drive" for store pickup, its default). "locker" is ours: the spec
 * does not show the locker's name.
 */
export const ADDRESS_TYPE_NAMES = {
  2: 'home',
  3: 'drive',
  5: 'locker',
} as const satisfies Record<AddressTypeId, string>;

export type AddressTypeName = (typeof ADDRESS_TYPE_NAMES)[AddressTypeId];

export const ADDRESS_TYPE_LABELS: Readonly<Record<AddressTypeId, string>> = {
  2: 'Consegna a domicilio',
  3: 'Ritiro in negozio',
  5: 'Ritiro al locker',
};

export const isAddressTypeId = (id: number): id is AddressTypeId => isKeyOf(ADDRESS_TYPE_NAMES, id);

export const addressTypeName = (id: number): AddressTypeName | undefined =>
  isAddressTypeId(id) ? ADDRESS_TYPE_NAMES[id] : undefined;

const ID_BY_NAME: ReadonlyMap<string, AddressTypeId> = new Map(
  Object.values(ADDRESS_TYPE).map((id) => [ADDRESS_TYPE_NAMES[id], id]),
);

/** 'home' → 2; case-insensitive because query parameters arrive as typed. */
export const addressTypeIdFromName = (name: string): AddressTypeId | undefined =>
  ID_BY_NAME.get(name.toLowerCase());

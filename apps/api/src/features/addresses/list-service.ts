import { ADDRESS_TYPE, DELIVERY_MESSAGES, type Address, type AddressTypeId } from '@spesa/domain';
import type { Db } from '../../db/client';
import { distanceMeters } from '../../adapters/geocoding';
import type { UserRow } from '../users';
import {
  currentDelivery,
  findVisibleAddress,
  listVisibleAddresses,
  loadZones,
  matchZone,
  softDeleteHomeAddress,
  toAddress,
  type AddressRecord,
  type CartContext,
} from '../delivery';
import { refusal } from '../../http/app-error';

export interface NearPoint {
  latitude: number;
  longitude: number;
  /** Metres; pickup points further away are left out. */
  distance?: number | undefined;
}

const isDefaultFor = (user: UserRow, row: AddressRecord): boolean =>
  row.addressTypeId === ADDRESS_TYPE.HOME
    ? user.defaultDeliveryAddressId === row.addressId
    : user.defaultStoreAddressId === row.addressId;

/**
 * The addresses of one kind a shopper may choose: their home addresses (each
 * flagged active when a zone still serves it) or the shop's pickup points,
 * nearest first when a point is given.
 */
export async function listAddresses(
  db: Db,
  user: UserRow,
  addressTypeId: AddressTypeId,
  near?: NearPoint,
): Promise<Address[]> {
  const rows = await listVisibleAddresses(db, user.userId, addressTypeId);
  const zones = addressTypeId === ADDRESS_TYPE.HOME ? await loadZones(db) : [];
  const listed = rows.map((row) => ({
    row,
    distance: near ? distanceMeters(near, row) : null,
    active:
      addressTypeId !== ADDRESS_TYPE.HOME || matchZone(zones, row, row.postalcode) !== undefined,
  }));
  const kept = listed.filter(
    (a) =>
      addressTypeId === ADDRESS_TYPE.HOME ||
      near?.distance === undefined ||
      (a.distance ?? 0) <= near.distance,
  );
  if (near) kept.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  return kept.map(({ row, distance, active }) =>
    toAddress(row, { active, isDefault: isDefaultFor(user, row), distance }),
  );
}

export async function viewAddress(db: Db, user: UserRow, addressId: number): Promise<Address> {
  const row = await findVisibleAddress(db, user.userId, addressId);
  if (!row) throw refusal('address.not_found', DELIVERY_MESSAGES.addressNotFound, 'address_id');
  const active =
    row.addressTypeId !== ADDRESS_TYPE.HOME ||
    matchZone(await loadZones(db), row, row.postalcode) !== undefined;
  return toAddress(row, { active, isDefault: isDefaultFor(user, row) });
}

/** Deletes a home address, unless the cart is to be delivered there. */
export async function deleteAddress(
  db: Db,
  user: UserRow,
  cart: CartContext,
  addressId: number,
): Promise<void> {
  const current = await currentDelivery(db, cart);
  if (!current.autoAssigned && current.address?.addressId === addressId)
    throw refusal('address.delete_in_use', DELIVERY_MESSAGES.deleteRefused, 'address_id');
  if (!(await softDeleteHomeAddress(db, user.userId, addressId)))
    throw refusal('address.not_found', DELIVERY_MESSAGES.addressNotFound, 'address_id');
}

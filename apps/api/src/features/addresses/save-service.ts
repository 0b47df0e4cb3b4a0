import {
  ADDRESS_SAVE_FIELD_LABELS,
  ADDRESS_TYPE,
  DELIVERY_MESSAGES,
  isValidItalianPhone,
  missingAddressSaveFields,
  missingGeocodedAddressFields,
  VALIDATION_MESSAGES,
  type Address,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import type { GeocodingPort } from '../../adapters/geocoding';
import type { UserRow } from '../users';
import {
  currentDelivery,
  insertHomeAddress,
  selectAddress,
  toAddress,
  updateHomeAddress,
  type CartContext,
  type NewHomeAddress,
} from '../delivery';
import { assertVerifiable, locateAddress, type AddressInput } from './check-service';
import { refusal } from '../../http/app-error';

export interface SaveAddressInput extends AddressInput {
  addressId?: number | undefined;
  addressTypeId?: number | undefined;
  addressName: string;
  doorbellName: string;
  referencePhoneNumber: string;
  floor: string;
  addressNote: string;
  elevator: boolean;
}

/** Every rule of docs/rules/delivery-and-slots.md Address for saving, in the order the form meets them. */
function assertSavable(input: SaveAddressInput): void {
  if (input.addressTypeId !== undefined && input.addressTypeId !== ADDRESS_TYPE.HOME)
    throw refusal('address.home_only', DELIVERY_MESSAGES.homeOnly, 'addressTypeId');
  const missing = missingAddressSaveFields(input);
  if (missing.length > 0)
    throw refusal(
      'address.save_fields_missing',
      DELIVERY_MESSAGES.saveMissingFields(missing.map((f) => ADDRESS_SAVE_FIELD_LABELS[f])),
      missing[0],
    );
  if (!isValidItalianPhone(input.referencePhoneNumber.trim()))
    throw refusal('address.phone_invalid', VALIDATION_MESSAGES.phone, 'referencePhoneNumber');
  assertVerifiable(input);
  const notGeocodable = missingGeocodedAddressFields(input);
  if (notGeocodable.length > 0)
    throw refusal('message.invalidAddress1', DELIVERY_MESSAGES.invalidAddress1, notGeocodable[0]);
}

/**
 * Creates or changes a shopper's home address. It must be complete and served
 * by a zone; city and province are stored upper-cased (docs/rules/delivery-and-slots.md). Saving
 * never chooses: the cart's address and the star stay where the shopper put
 * them. Changing the cart's own address re-applies it to the cart, which may
 * move warehouse.
 */
export async function saveHomeAddress(
  db: Db,
  geocoder: GeocodingPort,
  user: UserRow,
  cart: CartContext,
  input: SaveAddressInput,
): Promise<Address> {
  assertSavable(input);
  const { place, point, postalcode, zone } = await locateAddress(db, geocoder, input);
  if (!point || !zone)
    throw refusal('address.not_covered', DELIVERY_MESSAGES.addressNotCovered, 'address1');

  const values: NewHomeAddress = {
    addressName: input.addressName.trim(),
    doorbellName: input.doorbellName.trim(),
    referencePhoneNumber: input.referencePhoneNumber.trim(),
    address1: place?.precision === 'street' ? place.address1 : (input.address1 ?? '').trim(),
    addressNumber: (input.addressNumber ?? '').trim(),
    city: (place?.city ?? input.city ?? '').trim().toUpperCase(),
    province: (place?.province ?? input.province ?? '').trim().toUpperCase(),
    postalcode,
    floor: input.floor.trim(),
    addressNote: input.addressNote.trim(),
    elevator: input.elevator,
    latitude: point.latitude,
    longitude: point.longitude,
    gpsLatitude: input.gpsLatitude ?? null,
    gpsLongitude: input.gpsLongitude ?? null,
    warehouseId: zone.zone.warehouseId,
    zoneId: zone.zone.zoneId,
  };
  // A new address is only stored: making it the cart's (and so the starred one)
  // is the shopper's choice, user-address/select. An edit of the cart's own
  // address is re-applied to the cart in the same transaction: if the cart
  // refuses (locked for payment, say) the change is not saved either.
  const current = input.addressId === undefined ? undefined : await currentDelivery(db, cart);
  const inUse =
    current !== undefined &&
    !current.autoAssigned &&
    current.address?.addressId === input.addressId;
  const row = await db.transaction(async (tx) => {
    const saved = input.addressId
      ? await updateHomeAddress(tx, user.userId, input.addressId, values)
      : await insertHomeAddress(tx, user.userId, values);
    if (!saved) throw refusal('address.not_found', DELIVERY_MESSAGES.addressNotFound, 'addressId');
    if (inUse) await selectAddress(tx, cart, { addressId: saved.addressId });
    return saved;
  });
  return toAddress(
    { ...row, storeName: null, companyName: null },
    { active: true, isDefault: user.defaultDeliveryAddressId === row.addressId },
  );
}

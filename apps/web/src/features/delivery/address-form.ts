import { z } from 'zod';
import {
  ADDRESS_TYPE,
  addressVerifyError,
  missingGeocodedAddressFields,
  phoneRule,
  requiredRule,
  ruleField,
  type Address,
  type AddressUpdateRequest,
} from '@spesa/domain';

/**
 * The address form (docs/rules/delivery-and-slots.md Address). The place fields are checked by the
 * domain's verify rule before the check call (addressVerifyError); saving
 * needs doorbellName, addressName and a valid referencePhoneNumber, with the
 * domain validators and their messages.
 */
export const AddressFormSchema = z.object({
  address1: z.string(),
  addressNumber: z.string(),
  postalcode: z.string(),
  city: z.string(),
  province: z.string(),
  doorbellName: ruleField(requiredRule()),
  addressName: ruleField(requiredRule()),
  referencePhoneNumber: ruleField(requiredRule(), phoneRule()),
  floor: z.string(),
  addressNote: z.string(),
  elevator: z.boolean(),
});
export type AddressFormValues = z.infer<typeof AddressFormSchema>;

export const PLACE_FIELDS = [
  'address1',
  'addressNumber',
  'postalcode',
  'city',
  'province',
] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];
export type PlaceValues = Pick<AddressFormValues, PlaceField>;

export const emptyAddressForm = (): AddressFormValues => ({
  address1: '',
  addressNumber: '',
  postalcode: '',
  city: '',
  province: '',
  doorbellName: '',
  addressName: '',
  referencePhoneNumber: '',
  floor: '',
  addressNote: '',
  elevator: false,
});

export const addressFormValuesOf = (address: Address): AddressFormValues => ({
  address1: address.address1,
  addressNumber: address.addressNumber,
  postalcode: address.postalcode,
  city: address.city,
  province: address.province,
  doorbellName: address.doorbellName,
  addressName: address.addressName,
  referencePhoneNumber: address.referencePhoneNumber,
  floor: address.floor,
  addressNote: address.addressNote,
  elevator: address.elevator,
});

/** The incomplete-address message of the domain, or null (docs/rules/delivery-and-slots.md: city, street, CAP, province). */
export const verifyError = (place: PlaceValues): string | null => addressVerifyError(place);

/** Saving a geocoded address needs street, number, CAP and city (docs/rules/delivery-and-slots.md). */
export const isGeocodable = (place: PlaceValues): boolean =>
  missingGeocodedAddressFields(place).length === 0;

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** True when the gazetteer read the address differently from what was typed (street, town or CAP). */
export const differsFromTyped = (typed: PlaceValues, found: PlaceValues): boolean =>
  (['address1', 'city', 'postalcode'] as const).some((f) => fold(typed[f]) !== fold(found[f]));

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The body of user-address/update. */
export function updateRequestOf(
  values: AddressFormValues,
  place: PlaceValues,
  point: Coordinates | null,
  gps: Coordinates | null,
  addressId: number | undefined,
): AddressUpdateRequest {
  return {
    addressId,
    addressTypeId: ADDRESS_TYPE.HOME,
    addressName: values.addressName.trim(),
    doorbellName: values.doorbellName.trim(),
    referencePhoneNumber: values.referencePhoneNumber.trim(),
    address1: place.address1.trim(),
    addressNumber: place.addressNumber.trim(),
    city: place.city.trim(),
    province: place.province.trim(),
    postalcode: place.postalcode.trim(),
    floor: values.floor.trim(),
    addressNote: values.addressNote.trim(),
    elevator: values.elevator,
    latitude: point?.latitude,
    longitude: point?.longitude,
    gpsLatitude: gps?.latitude,
    gpsLongitude: gps?.longitude,
  };
}

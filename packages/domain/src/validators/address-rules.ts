import { isBlank } from './rule';
import { ADDRESS_FIELD_LABELS, ADDRESS_MESSAGES } from '../texts/validators';

type FieldValue = string | null | undefined;

/** Fields the address check needs, in the order the message lists them. Civico (addressNumber) is optional. */
export const ADDRESS_VERIFY_FIELDS = ['city', 'address1', 'postalcode', 'province'] as const;
export type AddressVerifyField = (typeof ADDRESS_VERIFY_FIELDS)[number];
export type AddressVerifyInput = Partial<Record<AddressVerifyField | 'addressNumber', FieldValue>>;

export const missingAddressVerifyFields = (address: AddressVerifyInput): AddressVerifyField[] =>
  ADDRESS_VERIFY_FIELDS.filter((field) => isBlank(address[field]));

/** "L'indirizzo inserito è incompleto, mancano i seguenti campi: città, CAP." */
export const incompleteAddressMessage = (missing: readonly AddressVerifyField[]): string =>
  `${ADDRESS_MESSAGES.incompletePrefix}${missing.map((field) => ADDRESS_FIELD_LABELS[field]).join(', ')}.`;

/** The message to show before verifying, or null when nothing required is missing. */
export const addressVerifyError = (address: AddressVerifyInput): string | null => {
  const missing = missingAddressVerifyFields(address);
  return missing.length === 0 ? null : incompleteAddressMessage(missing);
};

/** Saving additionally needs who to ring, a label for the address and a phone for the courier. */
export const ADDRESS_SAVE_FIELDS = ['doorbellName', 'addressName', 'referencePhoneNumber'] as const;
export type AddressSaveField = (typeof ADDRESS_SAVE_FIELDS)[number];
export type AddressSaveInput = Partial<Record<AddressSaveField, FieldValue>>;

export const missingAddressSaveFields = (address: AddressSaveInput): AddressSaveField[] =>
  ADDRESS_SAVE_FIELDS.filter((field) => isBlank(address[field]));

export const canSaveAddress = (address: AddressSaveInput): boolean =>
  missingAddressSaveFields(address).length === 0;

/**
 * Saving an address found by geocoding needs street, number, CAP and city;
 * otherwise the invalid-address error is shown (docs/rules/delivery-and-slots.md Address).
 */
export const GEOCODED_ADDRESS_FIELDS = ['address1', 'addressNumber', 'postalcode', 'city'] as const;
export type GeocodedAddressField = (typeof GEOCODED_ADDRESS_FIELDS)[number];

export const missingGeocodedAddressFields = (
  address: Partial<Record<GeocodedAddressField, FieldValue>>,
): GeocodedAddressField[] => GEOCODED_ADDRESS_FIELDS.filter((field) => isBlank(address[field]));

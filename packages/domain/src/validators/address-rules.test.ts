import { describe, expect, it } from 'vitest';
import {
  addressVerifyError,
  canSaveAddress,
  missingAddressSaveFields,
  missingAddressVerifyFields,
  missingGeocodedAddressFields,
  type AddressVerifyInput,
} from './address-rules';

const complete = {
  city: 'Genova',
  address1: 'Via XX Settembre',
  postalcode: '16121',
  province: 'GE',
};

describe('address verify', () => {
  it.each<[string, AddressVerifyInput, string | null]>([
    ['complete with number', { ...complete, addressNumber: '12' }, null],
    // civico is optional
    ['complete without number', { ...complete, addressNumber: '' }, null],
    [
      'no city',
      { ...complete, city: '' },
      "L'indirizzo inserito è incompleto, mancano i seguenti campi: città.",
    ],
    [
      'no CAP and province',
      { ...complete, postalcode: null, province: undefined },
      "L'indirizzo inserito è incompleto, mancano i seguenti campi: CAP, provincia.",
    ],
    [
      'nothing',
      {},
      "L'indirizzo inserito è incompleto, mancano i seguenti campi: città, indirizzo, CAP, provincia.",
    ],
    // spaces only are not a street
    [
      'blank street',
      { ...complete, address1: '  ' },
      "L'indirizzo inserito è incompleto, mancano i seguenti campi: indirizzo.",
    ],
  ])('%s', (_name, address, expected) => {
    expect(addressVerifyError(address)).toBe(expected);
  });

  it('lists fields in the spec order', () => {
    expect(missingAddressVerifyFields({ province: '', city: '' })).toEqual([
      'city',
      'address1',
      'postalcode',
      'province',
    ]);
  });
});

describe('address save', () => {
  const ready = { doorbellName: 'Rossi', addressName: 'Casa', referencePhoneNumber: '3331234567' };

  it.each([
    [ready, []],
    [{ ...ready, doorbellName: '' }, ['doorbellName']],
    [{ addressName: 'Casa' }, ['doorbellName', 'referencePhoneNumber']],
    [{ ...ready, referencePhoneNumber: ' ' }, ['referencePhoneNumber']],
  ])('%o misses %o', (address, missing) => {
    expect(missingAddressSaveFields(address)).toEqual(missing);
    expect(canSaveAddress(address)).toBe(missing.length === 0);
  });
});

describe('geocoded address save', () => {
  it.each([
    [{ address1: 'Via Roma', addressNumber: '1', postalcode: '16121', city: 'Genova' }, []],
    // a geocoded place without a house number cannot be delivered to
    [{ address1: 'Via Roma', postalcode: '16121', city: 'Genova' }, ['addressNumber']],
  ])('%o misses %o', (address, missing) => {
    expect(missingGeocodedAddressFields(address)).toEqual(missing);
  });
});

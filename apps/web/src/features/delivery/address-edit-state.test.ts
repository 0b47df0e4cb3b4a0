import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, type Place } from '@spesa/domain';
import { testAddress } from '../../test/fixtures';
import {
  addressEditReducer,
  initialAddressEditState,
  type AddressEditAction,
  type AddressEditState,
} from './address-edit-state';

const place = (precision: Place['precision']): Place => ({
  description: 'Via Roma 1, Milano',
  address1: 'Via Roma',
  addressNumber: '1',
  postalcode: '20121',
  city: 'Milano',
  province: 'MI',
  latitude: 45.46,
  longitude: 9.19,
  precision,
});
const device = { latitude: 45.5, longitude: 9.2 };
const found = { ...place('street'), latitude: 45.4, longitude: 9.1 };
const start = initialAddressEditState(false);

describe('address edit state (docs/rules/delivery-and-slots.md Address edit)', () => {
  const cases: [string, AddressEditState, AddressEditAction, Partial<AddressEditState>][] = [
    ['a new address starts with the search', start, { type: 'modify' }, { mode: 'place' }],
    [
      'a street place keeps its point',
      start,
      { type: 'placeChosen', place: place('street'), device: null },
      { mode: 'place', point: place('street'), gps: null },
    ],
    // the town centre is not where the shopper lives: the server geocodes the typed street
    [
      'a comune-only place has no point',
      start,
      { type: 'placeChosen', place: place('city'), device: null },
      { mode: 'place', point: null },
    ],
    [
      'the device position is both point and gps',
      start,
      { type: 'placeChosen', place: place('city'), device },
      { point: device, gps: device },
    ],
    [
      'a served address opens the details',
      { ...start, mode: 'place' },
      { type: 'checked', found },
      { mode: 'available', found },
    ],
    [
      'an unserved address says so',
      { ...start, mode: 'place' },
      { type: 'checked', found: null },
      { mode: 'unavailable', found: null },
    ],
    [
      'locating clears the message',
      { ...start, message: { variant: 'error', text: 'x' } },
      { type: 'locating', locating: true },
      { locating: true, message: null },
    ],
    [
      'searching again forgets the place',
      { ...start, mode: 'unavailable', searchText: 'Via', point: device, gps: device, found },
      { type: 'restarted' },
      { mode: 'search', searchText: '', point: null, gps: null, found: null },
    ],
  ];
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(addressEditReducer(state, action)).toMatchObject(expected);
  });

  it('an existing address not served any more opens the details with the warning', () => {
    const next = addressEditReducer(initialAddressEditState(true), {
      type: 'loaded',
      address: testAddress({ active: 0 }),
    });
    expect(next.mode).toBe('available');
    expect(next.message).toEqual({
      variant: 'warning',
      text: DELIVERY_MESSAGES.addressNotCovered,
    });
  });
});

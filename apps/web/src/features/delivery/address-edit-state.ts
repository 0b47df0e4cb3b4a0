import { DELIVERY_MESSAGES, type Address, type Place } from '@spesa/domain';
import type { Coordinates, PlaceValues } from './address-form';

/** docs/rules/delivery-and-slots.md Address edit: search → place (verify enabled) → available (details) or unavailable. */
export type AddressEditMode = 'search' | 'place' | 'available' | 'unavailable';

export interface AddressEditMessage {
  variant: 'error' | 'warning';
  text: string;
}

/** What the address edit knows besides the form's fields. */
export interface AddressEditState {
  mode: AddressEditMode;
  searchText: string;
  /** Where the chosen place is; dropped when the shopper edits the street or town by hand. */
  point: Coordinates | null;
  /** The device position, when "use my position" found the place. */
  gps: Coordinates | null;
  /** The address as the check read it (canonical names, CAP, coordinates). */
  found: (PlaceValues & Coordinates) | null;
  message: AddressEditMessage | null;
  locating: boolean;
  /** The "E' stato trovato questo indirizzo … Vuoi salvarlo?" question is open. */
  confirmFound: boolean;
}

export type AddressEditAction =
  | { type: 'loaded'; address: Address }
  | { type: 'placeChosen'; place: Place; device: Coordinates | null }
  /** A place known without a point (the profile's address): the check geocodes it. */
  | { type: 'placeTyped' }
  | { type: 'searchTyped'; text: string }
  | { type: 'locating'; locating: boolean }
  | { type: 'message'; message: AddressEditMessage | null }
  | { type: 'checked'; found: (PlaceValues & Coordinates) | null }
  | { type: 'pointDropped' }
  | { type: 'restarted' }
  | { type: 'modify' }
  | { type: 'confirmFound'; open: boolean };

export const initialAddressEditState = (editing: boolean): AddressEditState => ({
  mode: editing ? 'available' : 'search',
  searchText: '',
  point: null,
  gps: null,
  found: null,
  message: null,
  locating: false,
  confirmFound: false,
});

export function addressEditReducer(
  state: AddressEditState,
  action: AddressEditAction,
): AddressEditState {
  switch (action.type) {
    case 'loaded': {
      const { address } = action;
      return {
        ...state,
        point: { latitude: address.latitude, longitude: address.longitude },
        gps:
          address.gpsLatitude !== null && address.gpsLongitude !== null
            ? { latitude: address.gpsLatitude, longitude: address.gpsLongitude }
            : null,
        found: null,
        mode: 'available',
        message:
          address.active === 1
            ? null
            : { variant: 'warning', text: DELIVERY_MESSAGES.addressNotCovered },
      };
    }
    case 'placeChosen': {
      const { place, device } = action;
      return {
        ...state,
        // A comune-only place has the town centre: let the server geocode the street typed by hand.
        point: device ?? (place.precision === 'street' ? place : null),
        gps: device,
        found: null,
        message: null,
        mode: 'place',
      };
    }
    case 'placeTyped':
      return { ...state, point: null, gps: null, found: null, message: null, mode: 'place' };
    case 'searchTyped':
      return { ...state, searchText: action.text };
    case 'locating':
      return action.locating
        ? { ...state, locating: true, message: null }
        : { ...state, locating: false };
    case 'message':
      return { ...state, message: action.message };
    case 'checked':
      return {
        ...state,
        found: action.found,
        mode: action.found ? 'available' : 'unavailable',
      };
    case 'pointDropped':
      return { ...state, point: null };
    case 'restarted':
      return {
        ...state,
        searchText: '',
        point: null,
        gps: null,
        found: null,
        message: null,
        mode: 'search',
      };
    case 'modify':
      return { ...state, message: null, mode: 'place' };
    case 'confirmFound':
      return { ...state, confirmFound: action.open };
  }
}

import type {
  Address,
  CartShippingAddress,
  CartTimeslot,
  DeliveryService,
  Store,
  Timeslot,
  TimeslotDay,
} from '@spesa/domain';
import { api } from '../../../lib/api';

export const SERVICES: DeliveryService[] = [
  {
    deliveryServiceId: 2,
    name: 'Consegna a domicilio',
    addressType: 'home',
    addressTypeId: 2,
    showTab: true,
  },
  {
    deliveryServiceId: 1,
    name: 'Ritiro in negozio',
    addressType: 'drive',
    addressTypeId: 3,
    showTab: true,
  },
  {
    deliveryServiceId: 1,
    name: 'Ritiro al locker',
    addressType: 'locker',
    addressTypeId: 5,
    showTab: true,
  },
];

export function testAddress(patch: Partial<Address> = {}): Address {
  return {
    addressId: 19,
    addressType: 'home',
    addressTypeId: 2,
    addressName: 'Casa',
    doorbellName: 'Rossi',
    address1: 'Via Giuseppe Mazzini',
    addressNumber: '12',
    city: 'BOLOGNA',
    province: 'BO',
    postalcode: '40138',
    floor: '2',
    addressNote: '',
    referencePhoneNumber: '3331234567',
    elevator: true,
    latitude: 44.487,
    longitude: 11.37,
    gpsLatitude: null,
    gpsLongitude: null,
    deliveryServiceId: 2,
    storeId: 2,
    warehouseId: 89,
    active: 1,
    isDefault: false,
    distance: null,
    companyName: null,
    ...patch,
  };
}

export function testPickupPoint(patch: Partial<Address> = {}): Address {
  return testAddress({
    addressId: 1,
    addressType: 'drive',
    addressTypeId: 3,
    addressName: 'Bologna Indipendenza',
    doorbellName: '',
    address1: "Via dell'Indipendenza",
    addressNumber: '40',
    city: 'Bologna',
    postalcode: '40121',
    referencePhoneNumber: '',
    deliveryServiceId: 1,
    storeId: 1,
    ...patch,
  });
}

export function testStore(patch: Partial<Store> = {}): Store {
  return {
    storeId: 1,
    name: 'Bologna Indipendenza',
    warehouseId: 89,
    address1: "Via dell'Indipendenza",
    addressNumber: '40',
    city: 'Bologna',
    province: 'BO',
    postalcode: '40121',
    latitude: 44.499,
    longitude: 11.3434,
    phone: '051 123 4501',
    deliveryServices: [],
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      dayName: String(weekday),
      hours: [{ from: '08:00', to: '20:00' }],
    })),
    closedDates: [],
    distance: null,
    ...patch,
  };
}

export function shipping(patch: Partial<CartShippingAddress> = {}): CartShippingAddress {
  return {
    addressId: 19,
    addressName: 'Casa',
    addressTypeId: 2,
    address1: 'Via Giuseppe Mazzini',
    addressNumber: '12',
    city: 'BOLOGNA',
    province: 'BO',
    postalcode: '40138',
    deliveryServiceId: 2,
    autoAssigned: false,
    ...patch,
  };
}

export function cartSlot(patch: Partial<CartTimeslot> = {}): CartTimeslot {
  return {
    date: '2026-11-24',
    timeslotId: 2,
    beginTime: '11:00',
    endTime: '13:00',
    name: 'Fine mattina',
    autoAssigned: false,
    cutoffAt: '2026-11-24T06:00:00.000Z',
    heldUntil: null,
    deliveryFee: 0,
    ...patch,
  };
}

export function slot(patch: Partial<Timeslot> = {}): Timeslot {
  return {
    timeslotId: 1,
    name: 'Mattina',
    beginTime: '09:00',
    endTime: '11:00',
    status: 'empty',
    active: 1,
    selected: false,
    deliveryFee: 0,
    available: 12,
    cutoffAt: '2026-11-23T06:00:00.000Z',
    ...patch,
  };
}

export function day(dateIso: string, timeslots: Timeslot[], selected = false): TimeslotDay {
  return { dateIso, selected, timeslots };
}

export interface Call {
  url: URL;
  init: RequestInit;
  body: string;
}

/** Answers the app's calls by path; unknown paths fail the test loudly. */
export function mockServer(routes: Record<string, (call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  api.configure({
    fetch: async (input, init = {}) => {
      const url = new URL(String(input));
      const body = init.body === undefined || init.body === null ? '' : String(init.body);
      const call = { url, init, body };
      calls.push(call);
      const route = routes[url.pathname];
      if (!route) throw new Error(`unexpected call ${url.pathname}`);
      return route(call);
    },
  });
  return calls;
}

export const callsTo = (calls: Call[], path: string) =>
  calls.filter((c) => c.url.pathname === path);

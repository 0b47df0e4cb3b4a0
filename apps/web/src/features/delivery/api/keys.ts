import type { AddressTypeName } from '@spesa/domain';

/** A point the shopper shared, to sort pickup points by distance. */
export interface NearPoint {
  latitude: number;
  longitude: number;
  /** Metres; pickup points further away are left out. */
  distance?: number;
}

/** Query keys of the delivery feature (docs/architecture.md#query-keys): invalidate through these, never a literal array. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  addresses: () => [...deliveryKeys.all, 'addresses'] as const,
  addressList: (type: AddressTypeName) => [...deliveryKeys.addresses(), 'list', type] as const,
  serviceAddresses: (type: AddressTypeName, near: NearPoint | null = null) =>
    [...deliveryKeys.addresses(), 'service-list', type, near] as const,
  address: (addressId: number) => [...deliveryKeys.addresses(), 'view', addressId] as const,
  stores: () => [...deliveryKeys.all, 'stores'] as const,
  storeList: (services: string) => [...deliveryKeys.stores(), 'list', services] as const,
  timeslots: () => [...deliveryKeys.all, 'timeslots'] as const,
  places: () => [...deliveryKeys.all, 'places'] as const,
  autocomplete: (text: string) => [...deliveryKeys.places(), 'autocomplete', text] as const,
  content: (slug: string) => [...deliveryKeys.all, 'content', slug] as const,
};

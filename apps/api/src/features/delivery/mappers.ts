import {
  ADDRESS_TYPE,
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPE_NAMES,
  DELIVERY_SERVICE,
  isAddressTypeId,
  type Address,
  type AddressTypeId,
  type CartShippingAddress,
  type DeliveryService,
} from '@spesa/domain';
import type { AddressRecord } from './addresses-repo';

/** Home delivery is service 2; a store counter and a locker are both pickup, service 1. */
export const deliveryServiceIdOf = (addressTypeId: number): number =>
  addressTypeId === ADDRESS_TYPE.HOME
    ? DELIVERY_SERVICE.HOME_DELIVERY
    : DELIVERY_SERVICE.STORE_PICKUP;

const tab = (addressTypeId: AddressTypeId): DeliveryService => ({
  deliveryServiceId: deliveryServiceIdOf(addressTypeId),
  name: ADDRESS_TYPE_LABELS[addressTypeId],
  addressType: ADDRESS_TYPE_NAMES[addressTypeId],
  addressTypeId,
  showTab: true,
});

/** The address selector's tabs, one per kind of address (docs/rules/delivery-and-slots.md Address selector). */
export const DELIVERY_SERVICE_TABS: readonly DeliveryService[] = [
  tab(ADDRESS_TYPE.HOME),
  tab(ADDRESS_TYPE.STORE),
  tab(ADDRESS_TYPE.LOCKER),
];

export const deliveryServiceOf = (addressTypeId: number): DeliveryService =>
  tab(isAddressTypeId(addressTypeId) ? addressTypeId : ADDRESS_TYPE.STORE);

export interface AddressExtras {
  active: boolean;
  isDefault: boolean;
  distance?: number | null;
}

export function toAddress(row: AddressRecord, extras: AddressExtras): Address {
  const typeId = isAddressTypeId(row.addressTypeId) ? row.addressTypeId : ADDRESS_TYPE.STORE;
  return {
    addressId: row.addressId,
    addressType: ADDRESS_TYPE_NAMES[typeId],
    addressTypeId: typeId,
    addressName: row.addressName,
    doorbellName: row.doorbellName,
    address1: row.address1,
    addressNumber: row.addressNumber,
    city: row.city,
    province: row.province,
    postalcode: row.postalcode,
    floor: row.floor,
    addressNote: row.addressNote,
    referencePhoneNumber: row.referencePhoneNumber,
    elevator: row.elevator,
    latitude: row.latitude,
    longitude: row.longitude,
    gpsLatitude: row.gpsLatitude,
    gpsLongitude: row.gpsLongitude,
    deliveryServiceId: deliveryServiceIdOf(typeId),
    storeId: row.storeId,
    warehouseId: row.warehouseId,
    active: extras.active ? 1 : 0,
    isDefault: extras.isDefault,
    distance: extras.distance ?? null,
    companyName: row.companyName,
  };
}

export const toShippingAddress = (
  row: AddressRecord,
  autoAssigned: boolean,
): CartShippingAddress => ({
  addressId: row.addressId,
  addressName: row.addressName,
  addressTypeId: row.addressTypeId,
  address1: row.address1,
  addressNumber: row.addressNumber,
  city: row.city,
  province: row.province,
  postalcode: row.postalcode,
  deliveryServiceId: deliveryServiceIdOf(row.addressTypeId),
  autoAssigned,
});

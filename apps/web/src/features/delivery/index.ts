export { deliveryKeys, type NearPoint } from './api/keys';
export { useAddresses, addressesQueryOptions } from './api/get-addresses';
export { useTimeslots, timeslotsQueryOptions } from './api/get-timeslots';
export { deliveryEvents, type DeliveryEvent, type DeliveryUpdateKind } from './delivery-events';
export { deliveryEditability, type DeliveryEditability } from './editability';
export { shippingAddressLabel, shortDay, slotRange } from './format';
export { DeliveryDialogs, preloadDeliveryDialogs } from './components/delivery-dialogs';
export { CartDeliveryInfo, type CartDeliveryInfoProps } from './components/cart-delivery-info';
export {
  NavbarDelivery,
  NavbarDeliveryView,
  type NavbarDeliveryVariant,
} from './components/navbar-delivery';
export { DeliveryPromise } from './components/delivery-promise';

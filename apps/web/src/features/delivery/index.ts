export { deliveryKeys, type NearPoint } from './api/keys';
export { useAddresses, addressesQueryOptions } from './api/get-addresses';
export { useTimeslots, timeslotsQueryOptions } from './api/get-timeslots';
export {
  DELIVERY_REFUSAL_CODES,
  createCheckoutFlow,
  isAssigned,
  type AddressSelectorResult,
  type CheckoutFlow,
  type CheckoutFlowDeps,
  type CheckoutFlowOptions,
  type TimeslotSelectorResult,
} from './checkout-flow';
export { checkoutFlowFor, useCheckoutFlow } from './use-checkout-flow';
export { closeDeliveryDialogs, openAddressSelector, openTimeslotSelector } from './dialog-store';
export { deliveryEvents, type DeliveryEvent, type DeliveryUpdateKind } from './delivery-events';
export { deliveryEditability, PAYMENT_PATH, type DeliveryEditability } from './editability';
export { shippingAddressLabel, shortDay, slotRange } from './format';
export { DeliveryDialogs } from './components/delivery-dialogs';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { CartDeliveryInfo, type CartDeliveryInfoProps } from './components/cart-delivery-info';
export {
  NavbarDelivery,
  NavbarDeliveryView,
  type NavbarDeliveryVariant,
} from './components/navbar-delivery';

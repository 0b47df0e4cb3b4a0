/**
 * The checkout flow of docs/rules/delivery-and-slots.md (login → address → timeslot before the first add)
 * and the store through which it opens the delivery dialogs: the cart, the
 * navbar and the delivery pages all drive it, so it lives below the features.
 * The delivery feature renders the dialogs (DeliveryDialogs).
 */
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
export { withDeliveryChosen } from './with-delivery';
export {
  closeDeliveryDialogs,
  notifyLoginDialogClosed,
  openAddressSelector,
  openTimeslotSelector,
  resolveAddressSelector,
  resolveTimeslotSelector,
  restoreFocusAfterDialog,
  useDeliveryDialog,
  type DeliveryDialogState,
} from './dialog-store';
/** Where the browser goes after buy, order/payment or modify-payment-type (checkout and My orders). */
export { browserLocation, followPayment, isWebUrl } from './payment-redirect';
/** The payment types, saved cards and modify-payment-type (checkout and My orders). */
export {
  getPaymentAuths,
  getPaymentTypes,
  modifyPaymentType,
  paymentAuthsQueryOptions,
  paymentChoiceKeys,
  paymentChoiceParams,
  paymentTypesQueryOptions,
  usePaymentAuths,
  usePaymentChoice,
  usePaymentTypes,
  type CardChoice,
  type PaymentChoice,
  type ModifyPaymentTypeParams,
  type PaymentChoiceParams,
} from './payment-choice';

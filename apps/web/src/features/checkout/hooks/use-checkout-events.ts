import { DELIVERY_SERVICE, type Cart } from '@spesa/domain';
import { ga4CartItems, useEcommerceEvent } from '../../../lib/analytics';

/** The checkout's analytics: begin_checkout, and add_shipping_info for each delivery the cart holds. */
export function useCheckoutEvents(cart: Cart | undefined) {
  const hasLines = (cart?.cartItems.length ?? 0) > 0;
  useEcommerceEvent('begin_checkout', hasLines ? 'checkout' : null, () => ({
    items: cart ? ga4CartItems(cart) : [],
  }));
  // The delivery the cart holds when the page opens, and again each time the shopper changes it here.
  const slot = cart?.timeslot;
  const address = cart?.shippingAddress;
  useEcommerceEvent(
    'add_shipping_info',
    hasLines && slot && address ? `${address.addressId}|${slot.date}|${slot.timeslotId}` : null,
    () => ({
      shipping_tier:
        address?.deliveryServiceId === DELIVERY_SERVICE.STORE_PICKUP
          ? 'Ritiro'
          : 'Consegna a domicilio',
      items: cart ? ga4CartItems(cart) : [],
    }),
  );
}

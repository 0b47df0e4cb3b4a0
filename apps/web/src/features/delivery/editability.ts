import { PAYMENT_PATH } from '../../config/paths';

/** docs/rules/delivery-and-slots.md: cart status 7 locks the address (the cart is being paid). */
export const CART_STATUS_ADDRESS_LOCKED = 7;

export interface DeliveryEditability {
  address: boolean;
  timeslot: boolean;
}

const isPaymentRoute = (pathname: string): boolean =>
  pathname === PAYMENT_PATH || pathname.startsWith(`${PAYMENT_PATH}/`);

/**
 * docs/rules/shop-shell.md App shell: the address is editable except on the Payment route or
 * when cartStatusId is 7; the timeslot is editable except on the Payment route.
 */
export function deliveryEditability(
  pathname: string,
  cartStatusId: number | null | undefined,
): DeliveryEditability {
  const onPayment = isPaymentRoute(pathname);
  return {
    address: !onPayment && cartStatusId !== CART_STATUS_ADDRESS_LOCKED,
    timeslot: !onPayment,
  };
}

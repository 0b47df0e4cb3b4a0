import { isApiError } from '../api';
import { DELIVERY_REFUSAL_CODES, type CheckoutFlow } from './checkout-flow';

const DELIVERY_CODES: readonly string[] = Object.values(DELIVERY_REFUSAL_CODES);

/**
 * A cart call that fills the cart from elsewhere (an order, a list): when the cart
 * still wants an address or a timeslot, the flow asks for it as 'Aggiungi' does
 * and the call is made again. null when the shopper closed the dialog instead.
 */
export async function withDeliveryChosen<T>(
  flow: CheckoutFlow,
  call: () => Promise<T>,
): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || !DELIVERY_CODES.includes(error.code)) throw error;
    return (await flow.handleRefusal(error.code)) ? call() : null;
  }
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutCartCall, storeCart } from './cart-answer';

/** POST /ebsn/api/checkout/prepare (docs/rules/checkout-and-payment.md): locks the cart for payment (cartStatusId 7). */
export const prepareCheckout = () => checkoutCartCall('/ebsn/api/checkout/prepare');

export function usePrepareCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: prepareCheckout,
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

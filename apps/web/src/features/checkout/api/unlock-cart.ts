import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutCartCall, storeCart } from './cart-answer';

/** POST /ebsn/api/cart/unlock: the shopper left the payment step, the cart is editable again. */
export const unlockCart = () => checkoutCartCall('/ebsn/api/cart/unlock');

export function useUnlockCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockCart,
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

import { withoutAnyLine } from '../model/optimistic';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

/** POST /ebsn/api/cart/empty (docs/rules/cart.md "empty cart"; the path is ours, see the API's OpenAPI). */
export function emptyCart() {
  return cartCall('/ebsn/api/cart/empty');
}

/** Empties the cart; 'Impossibile svuotare il carrello' on failure. */
export function useEmptyCart() {
  return useCartMutation<void>({
    mutationFn: () => emptyCart(),
    optimistic: (cart) => withoutAnyLine(cart),
    errorKey: 'emptyCart',
  });
}

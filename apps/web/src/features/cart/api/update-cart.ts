import { withLineQuantity } from '../model/optimistic';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

export interface UpdateCartVariables {
  itemId: number;
  quantity: number;
}

/** POST /ebsn/api/cart/update {items:[{itemId, quantity}]} (SPEC §7). */
export function updateCart(items: UpdateCartVariables[]) {
  return cartCall('/ebsn/api/cart/update', { json: { items } });
}

/** A line's new quantity; errorSettingProduct (or the refusal's own text) on failure. */
export function useUpdateCart() {
  return useCartMutation<UpdateCartVariables>({
    mutationFn: (v) => updateCart([v]),
    optimistic: (cart, v) => withLineQuantity(cart, v.itemId, v.quantity),
    errorKey: 'errorSettingProduct',
  });
}

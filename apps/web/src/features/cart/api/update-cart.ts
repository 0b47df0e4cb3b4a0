import type { UpdateCartRequest } from '@spesa/domain';
import { withLineQuantity } from '../model/optimistic';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

/** A line's new quantity, as the request names it. */
export type UpdateCartVariables = Pick<UpdateCartRequest['items'][number], 'itemId' | 'quantity'>;

/** POST /ebsn/api/cart/update {items:[{itemId, quantity}]} (docs/rules/cart.md). */
export function updateCart(request: UpdateCartRequest) {
  return cartCall('/ebsn/api/cart/update', { json: request });
}

/** A line's new quantity; errorSettingProduct (or the refusal's own text) on failure. */
export function useUpdateCart() {
  return useCartMutation<UpdateCartVariables>({
    mutationFn: (v) => updateCart({ items: [v] }),
    optimistic: (cart, v) => withLineQuantity(cart, v.itemId, v.quantity),
    errorKey: 'errorSettingProduct',
  });
}

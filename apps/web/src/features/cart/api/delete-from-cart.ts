import type { DeleteFromCartRequest } from '@spesa/domain';
import { withoutLines } from '../model/optimistic';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

/** One line to remove, as the request names it. */
export type DeleteFromCartVariables = DeleteFromCartRequest['items'][number];

/** POST /ebsn/api/cart/delete {items:[{itemId, productId}]} (docs/rules/cart.md). */
export function deleteFromCart(request: DeleteFromCartRequest) {
  return cartCall('/ebsn/api/cart/delete', { json: request });
}

/** Removes a line; errorRemovingProduct on failure. */
export function useDeleteFromCart() {
  return useCartMutation<DeleteFromCartVariables>({
    mutationFn: (v) => deleteFromCart({ items: [v] }),
    optimistic: (cart, v) => withoutLines(cart, [v.itemId]),
    errorKey: 'errorRemovingProduct',
  });
}

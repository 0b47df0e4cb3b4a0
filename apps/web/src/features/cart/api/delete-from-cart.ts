import { withoutLines } from '../model/optimistic';
import { cartCall } from './cart-call';
import { useCartMutation } from './use-cart-mutation';

export interface DeleteFromCartVariables {
  itemId: number;
  productId: number;
}

/** POST /ebsn/api/cart/delete {items:[{itemId, productId}]} (SPEC §7). */
export function deleteFromCart(items: DeleteFromCartVariables[]) {
  return cartCall('/ebsn/api/cart/delete', { json: { items } });
}

/** Removes a line; errorRemovingProduct on failure. */
export function useDeleteFromCart() {
  return useCartMutation<DeleteFromCartVariables>({
    mutationFn: (v) => deleteFromCart([v]),
    optimistic: (cart, v) => withoutLines(cart, [v.itemId]),
    errorKey: 'errorRemovingProduct',
  });
}

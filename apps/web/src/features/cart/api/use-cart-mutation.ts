import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@spesa/domain';
import { notifyCartError, type CartErrorKey } from '../model/cart-messages';
import { cartKeys } from '../../../lib/cart';
import { updateAppState } from '../../../lib/app-state/update-later';

export interface CartMutationConfig<V> {
  mutationFn: (variables: V) => Promise<Cart>;
  /** The cart as it will be, shown at once; rolled back on refusal. */
  optimistic?: (cart: Cart, variables: V) => Cart;
  /** docs/rules/cart.md toast key shown on failure; none: the caller shows the failure itself. */
  errorKey?: CartErrorKey;
}

interface Context {
  previous: Cart | undefined;
}

/**
 * A cart mutation with an optimistic update (docs/architecture.md#dependencies TanStack Query): the
 * cache changes at once, a refusal puts the previous cart back, the server's
 * cart replaces it on success, and the cart is invalidated through cartKeys.
 */
export function useCartMutation<V>({ mutationFn, optimistic, errorKey }: CartMutationConfig<V>) {
  const queryClient = useQueryClient();
  return useMutation<Cart, Error, V, Context>({
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.view() });
      const previous = queryClient.getQueryData<Cart>(cartKeys.view());
      if (previous && optimistic)
        queryClient.setQueryData<Cart>(cartKeys.view(), optimistic(previous, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.view(), context.previous);
      if (errorKey) notifyCartError(error, errorKey);
    },
    onSuccess: (cart) => {
      queryClient.setQueryData(cartKeys.view(), cart);
      // SPEC §3 app state: the first time products are in the cart (fetched: not needed for the first page).
      if (cart.cartItems.length > 0) updateAppState((state) => state.recordFirstShop());
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

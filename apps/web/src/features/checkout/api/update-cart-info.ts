import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, UpdateCartInfoRequest } from '@spesa/domain';
import { cartKeys } from '../../../lib/cart';
import { checkoutCartCall, storeCart } from './cart-answer';

/**
 * The cart infos the checkout sets. packaging_type_id is typed here until the
 * domain's UpdateCartInfoRequestSchema names it (the checkout API adds it).
 */
export type CheckoutCartInfo =
  UpdateCartInfoRequest | { property: 'packaging_type_id'; value: string };

/** POST /ebsn/api/cart/update-cart-info {property, value} (docs/rules/cart.md). */
export const updateCheckoutCartInfo = (info: CheckoutCartInfo) =>
  checkoutCartCall('/ebsn/api/cart/update-cart-info', { json: info });

interface Context {
  previous: Cart | undefined;
}

/**
 * Shown at once in the cart; a refusal puts the previous cart back and is the caller's
 * to show. The checkout's infos (packaging, note, invoice) are sent one after the other:
 * each answer is the whole cart, and an earlier answer arriving last would put back
 * what a later change had set (the invoice box unticked itself after a packaging choice).
 */
export function useUpdateCheckoutCartInfo() {
  const queryClient = useQueryClient();
  return useMutation<Cart, Error, CheckoutCartInfo, Context>({
    scope: { id: 'checkout-cart-info' },
    mutationFn: updateCheckoutCartInfo,
    onMutate: async (info) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.view() });
      const previous = queryClient.getQueryData<Cart>(cartKeys.view());
      if (previous)
        queryClient.setQueryData<Cart>(cartKeys.view(), {
          ...previous,
          cartInfos: { ...previous.cartInfos, [info.property]: info.value },
        });
      return { previous };
    },
    onError: (_error, _info, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.view(), context.previous);
    },
    onSuccess: (cart) => storeCart(queryClient, cart),
  });
}

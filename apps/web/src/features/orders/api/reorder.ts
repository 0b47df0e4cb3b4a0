import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { SHOW_SECTORS, cartKeys } from '../../../lib/cart';
import { useCheckoutFlow, withDeliveryChosen } from '../../../lib/checkout';

/**
 * POST /ebsn/api/cart/add-all-from-order?order_id= (docs/rules/orders.md): every line still
 * sold goes into the cart. The server's messages (the lines not added among
 * them) are the toasts; a refusal is toasted by the caller.
 */
export async function reorder(orderId: number): Promise<Cart> {
  const body = await api.request('/ebsn/api/cart/add-all-from-order', {
    method: 'POST',
    query: { ...SHOW_SECTORS, order_id: orderId },
    notify: false,
    navigateOnError: false,
  });
  const cart = parseResponse(CartViewResponseSchema, body.data).data;
  api.announce(body);
  return cart;
}

/**
 * 'Riordina': a cart without an address or a slot asks for them first, as 'Aggiungi'
 * does (docs/rules/delivery-and-slots.md Checkout flow), then the order goes in.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const flow = useCheckoutFlow();
  return useMutation({
    mutationFn: (orderId: number) => withDeliveryChosen(flow, () => reorder(orderId)),
    onSuccess: (cart) => {
      if (cart) queryClient.setQueryData(cartKeys.view(), cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

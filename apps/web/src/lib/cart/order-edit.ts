import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import { api, parseResponse } from '../api';
import { cartKeys } from './cart-keys';
import { SHOW_SECTORS } from './get-cart';
import { updateAppState } from '../app-state/update-later';

/*
 * Editing a placed order (order/modify) starts on the order's page and ends
 * in the cart (confirmed at checkout, or abandoned): both sides share these
 * calls, below the features. Each answers the cart the shopper now has; the
 * server's messages are the toasts.
 */

async function orderEditCall(path: string, orderId: number): Promise<Cart> {
  const body = await api.request(path, {
    method: 'POST',
    query: { ...SHOW_SECTORS, order_id: orderId },
    navigateOnError: false,
  });
  return parseResponse(CartViewResponseSchema, body.data).data;
}

/** The order being edited is the app's current order (SPEC §3 app state) until the edit is abandoned. */
function useOrderEditMutation(path: string, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => orderEditCall(path, orderId),
    onSuccess: (cart, orderId) => {
      updateAppState((state) => state.setCurrentOrderId(editing ? orderId : null));
      queryClient.setQueryData(cartKeys.view(), cart);
      return queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

/** POST order/modify: the order's lines come back into a cart bound to it. */
export const useStartOrderEdit = () => useOrderEditMutation('/ebsn/api/order/modify', true);

/** POST order/modify-cancel: the order stays as it was, the cart set aside comes back. */
export const useAbandonOrderEdit = () =>
  useOrderEditMutation('/ebsn/api/order/modify-cancel', false);

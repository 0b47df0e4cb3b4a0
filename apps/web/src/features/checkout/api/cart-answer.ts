import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api, parseResponse, type RequestOptions } from '../../../lib/api';
import { SHOW_SECTORS, cartKeys } from '../../../lib/cart';

/**
 * A checkout call that answers the cart in data.data, like the cart's calls.
 * Refusals are not toasted: the checkout shows them beside what caused them.
 */
export async function checkoutCartCall(path: string, options: RequestOptions = {}): Promise<Cart> {
  const body = await api.request(path, {
    method: 'POST',
    ...options,
    query: { ...SHOW_SECTORS, ...options.query },
    notify: false,
  });
  return parseResponse(CartViewResponseSchema, body.data).data;
}

/** The server's cart replaces the cached one; every cart query is refreshed. */
export function storeCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  queryClient.setQueryData(cartKeys.view(), cart);
  return queryClient.invalidateQueries({ queryKey: cartKeys.all, refetchType: 'none' });
}

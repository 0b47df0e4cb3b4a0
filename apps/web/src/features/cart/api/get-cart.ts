import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { SHOW_SECTORS } from './cart-call';
import { cartKeys } from './keys';

/** GET /ebsn/api/cart/view -> data.data (SPEC §7 Cart); anonymous shoppers get an empty cart. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const body = await api.request('/ebsn/api/cart/view', { signal, query: SHOW_SECTORS });
  return parseResponse(CartViewResponseSchema, body.data).data;
}

export const cartQueryOptions = (options: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: cartKeys.view(),
    queryFn: ({ signal }) => getCart(signal),
    enabled: options.enabled ?? true,
    staleTime: 60_000,
  });

export function useCart(options: { enabled?: boolean } = {}) {
  return useQuery(cartQueryOptions(options));
}

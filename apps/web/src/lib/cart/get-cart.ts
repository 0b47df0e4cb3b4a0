import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import { api, parseResponse } from '../api';
import { cartKeys } from './cart-keys';

/**
 * docs/rules/cart.md: most cart calls send show_sectors. The drawer always asks for the
 * lines grouped by department and shows the panels expanded (decision 009).
 */
export const SHOW_SECTORS = { show_sectors: 'true' } as const;

/** GET /ebsn/api/cart/view -> data.data (docs/rules/cart.md Cart); anonymous shoppers get an empty cart. */
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

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { OrderListResponseSchema, type OrderListResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import type { OrderListCallParams } from '../model/filters';
import { orderKeys } from './keys';

/**
 * GET /ebsn/api/order/list (docs/rules/orders.md): one page of the shopper's orders,
 * newest first. A refusal (an inverted range typed in the URL) is the page's
 * error state, not a toast or the app's error page (docs/rules/orders.md Silent and returned).
 */
export async function getOrders(
  params: OrderListCallParams,
  signal?: AbortSignal,
): Promise<OrderListResponse['data']> {
  const body = await api.request('/ebsn/api/order/list', {
    query: params,
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(OrderListResponseSchema, body.data).data;
}

export const ordersQueryOptions = (params: OrderListCallParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    staleTime: 0,
  });

/**
 * The previous page stays on screen while the next one loads. Asked only for a
 * logged-in shopper (`enabled`): a list drawn again as the shopper logs out, before
 * the guard sends the page Home, would be refused (401).
 */
export function useOrders(params: OrderListCallParams, enabled = true) {
  return useQuery({ ...ordersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}

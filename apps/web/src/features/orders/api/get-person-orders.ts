import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MasterOrderListResponseSchema, type MasterOrderListResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import type { OrderListCallParams } from '../model/filters';
import { orderKeys } from './keys';

/**
 * GET /ebsn/api/order/list-for-all-person-orders (docs/rules/orders.md): a master
 * account's orders and those of the people it manages, newest first, each
 * with its person. A refusal is the list's error state, as order/list's.
 */
export async function getPersonOrders(
  params: OrderListCallParams,
  signal?: AbortSignal,
): Promise<MasterOrderListResponse['data']> {
  const body = await api.request('/ebsn/api/order/list-for-all-person-orders', {
    query: params,
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(MasterOrderListResponseSchema, body.data).data;
}

/** As useOrders: asked only for a logged-in shopper. */
export function usePersonOrders(params: OrderListCallParams, enabled = true) {
  return useQuery({
    enabled,
    ...queryOptions({
      queryKey: orderKeys.personList(params),
      queryFn: ({ signal }) => getPersonOrders(params, signal),
      staleTime: 0,
    }),
    placeholderData: keepPreviousData,
  });
}

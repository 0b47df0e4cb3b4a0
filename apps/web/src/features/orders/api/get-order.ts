import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderViewResponseSchema, type Order } from '@spesa/domain';
import { api, isApiError, parseResponse } from '../../../lib/api';
import { orderKeys } from './keys';

/**
 * GET /ebsn/api/order/view?order_id=&show_replaced=true (docs/rules/orders.md): the order
 * with every line, the ones replaced at picking too, so the page shows what
 * replaced what. An unknown or foreign order is the page's 'Ordine non
 * trovato', not the app's /not-found.
 */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  const body = await api.request('/ebsn/api/order/view', {
    query: { order_id: orderId, show_replaced: true },
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(OrderViewResponseSchema, body.data).data;
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
  });

export function useOrder(orderId: number | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== null });
}

/** Another shopper's order answers as if it did not exist. */
export const isOrderNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.code === 'order.not_found');

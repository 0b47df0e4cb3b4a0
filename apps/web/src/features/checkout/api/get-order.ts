import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderSchema, OrderSummarySchema } from '@spesa/domain';
import { z } from 'zod';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/**
 * The summary the result pages show, and the lines and charges the purchase
 * event reports. Optional: buy's and a retried payment's answers put the
 * summary alone in this query's cache.
 */
const CheckoutOrderSchema = OrderSummarySchema.extend(
  OrderSchema.pick({ items: true, deliveryFee: true, orderAdjustments: true }).partial().shape,
);
export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

const OrderViewSchema = z.object({ data: CheckoutOrderSchema });

/**
 * GET /ebsn/api/order/view?order_id= -> data.data (docs/rules/checkout-and-payment.md), read as the
 * result pages need it. An unknown or foreign order is the page's own
 * not-found state, not the app's /not-found.
 */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<CheckoutOrder> {
  const body = await api.request('/ebsn/api/order/view', {
    query: { order_id: orderId },
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(OrderViewSchema, body.data).data;
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: checkoutKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
  });

export interface UseOrderOptions {
  /** Asks again every so many ms while it returns a number (the pending poll). */
  refetchInterval?: (order: CheckoutOrder | undefined) => number | false;
  enabled?: boolean;
}

export function useOrder(orderId: number, options: UseOrderOptions = {}) {
  const { refetchInterval } = options;
  return useQuery({
    ...orderQueryOptions(orderId),
    enabled: options.enabled ?? true,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}

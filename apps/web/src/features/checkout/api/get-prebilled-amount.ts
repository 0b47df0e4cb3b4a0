import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrebilledAmountResponseSchema, type PrebilledAmountResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/**
 * GET /ebsn/api/checkout/prebilled-amount?payment_type_id=&order_id= (docs/rules/checkout-and-payment.md):
 * what a card reserves; without order_id, for the shopper's cart.
 */
export async function getPrebilledAmount(
  paymentTypeId: number,
  orderId: number | null,
  signal?: AbortSignal,
): Promise<PrebilledAmountResponse> {
  const body = await api.request('/ebsn/api/checkout/prebilled-amount', {
    query: { payment_type_id: paymentTypeId, order_id: orderId },
    signal,
    notify: false,
  });
  return parseResponse(PrebilledAmountResponseSchema, body.data);
}

export const prebilledAmountQueryOptions = (
  paymentTypeId: number,
  orderId: number | null,
  enabled = true,
) =>
  queryOptions({
    queryKey: checkoutKeys.prebilledAmount(paymentTypeId, orderId),
    queryFn: ({ signal }) => getPrebilledAmount(paymentTypeId, orderId, signal),
    enabled,
  });

export const usePrebilledAmount = (paymentTypeId: number, orderId: number | null, enabled = true) =>
  useQuery(prebilledAmountQueryOptions(paymentTypeId, orderId, enabled));

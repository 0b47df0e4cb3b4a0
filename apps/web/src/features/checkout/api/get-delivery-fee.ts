import { queryOptions, useQuery } from '@tanstack/react-query';
import { DeliveryFeeResponseSchema, type DeliveryFeeResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/** GET /ebsn/api/delivery-fee/view (docs/rules/checkout-and-payment.md): the fee of the cart's slot. */
export async function getDeliveryFee(signal?: AbortSignal): Promise<DeliveryFeeResponse> {
  const body = await api.request('/ebsn/api/delivery-fee/view', { signal, notify: false });
  return parseResponse(DeliveryFeeResponseSchema, body.data);
}

/** Keyed by the slot it is for, so a new slot asks again. */
export const deliveryFeeQueryOptions = (timeslotKey: string | null) =>
  queryOptions({
    queryKey: [...checkoutKeys.deliveryFee(), timeslotKey] as const,
    queryFn: ({ signal }) => getDeliveryFee(signal),
  });

export const useDeliveryFee = (timeslotKey: string | null) =>
  useQuery(deliveryFeeQueryOptions(timeslotKey));

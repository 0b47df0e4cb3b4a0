import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentAuthListResponseSchema, type PaymentAuth } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/** GET /ebsn/api/payment-type/list-auth?payment_type_id= -> data.auths (SPEC §7): saved cards. */
export async function getPaymentAuths(
  paymentTypeId: number,
  signal?: AbortSignal,
): Promise<PaymentAuth[]> {
  const body = await api.request('/ebsn/api/payment-type/list-auth', {
    query: { payment_type_id: paymentTypeId },
    signal,
    notify: false,
  });
  return parseResponse(PaymentAuthListResponseSchema, body.data).auths;
}

export const paymentAuthsQueryOptions = (paymentTypeId: number, enabled = true) =>
  queryOptions({
    queryKey: checkoutKeys.paymentAuths(paymentTypeId),
    queryFn: ({ signal }) => getPaymentAuths(paymentTypeId, signal),
    enabled,
  });

export const usePaymentAuths = (paymentTypeId: number, enabled = true) =>
  useQuery(paymentAuthsQueryOptions(paymentTypeId, enabled));

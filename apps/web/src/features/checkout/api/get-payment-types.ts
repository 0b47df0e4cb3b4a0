import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentTypeListResponseSchema, type PaymentType } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/** GET /ebsn/api/payment-type/list -> data.paymentTypes: what the brand offers this shopper. */
export async function getPaymentTypes(signal?: AbortSignal): Promise<PaymentType[]> {
  const body = await api.request('/ebsn/api/payment-type/list', { signal, notify: false });
  return parseResponse(PaymentTypeListResponseSchema, body.data).paymentTypes;
}

export const paymentTypesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.paymentTypes(),
    queryFn: ({ signal }) => getPaymentTypes(signal),
  });

export const usePaymentTypes = () => useQuery(paymentTypesQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { BillingDataResponseSchema, type SavedInvoiceData } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/** GET /ebsn/api/registration/user_detail -> data.billingAddress: the saved invoice data, or null. */
export async function getBillingData(signal?: AbortSignal): Promise<SavedInvoiceData | null> {
  const body = await api.request('/ebsn/api/registration/user_detail', { signal, notify: false });
  return parseResponse(BillingDataResponseSchema, body.data).billingAddress;
}

export const billingDataQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: checkoutKeys.billing(),
    queryFn: ({ signal }) => getBillingData(signal),
    enabled,
  });

export const useBillingData = (enabled = true) => useQuery(billingDataQueryOptions(enabled));

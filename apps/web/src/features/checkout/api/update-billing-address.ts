import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BillingDataResponseSchema,
  type InvoiceDataInput,
  type SavedInvoiceData,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/**
 * POST /ebsn/api/registration/update_billing_address (docs/rules/checkout-and-payment.md). Field errors
 * come back as 400 with response.errors[].field; the form shows them.
 */
export async function updateBillingAddress(input: InvoiceDataInput): Promise<SavedInvoiceData> {
  const body = await api.request('/ebsn/api/registration/update_billing_address', {
    json: input,
    notify: false,
  });
  const saved = parseResponse(BillingDataResponseSchema, body.data).billingAddress;
  if (!saved) throw new Error('update_billing_address answered without billing data');
  return saved;
}

export function useUpdateBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingAddress,
    onSuccess: (saved) => {
      queryClient.setQueryData(checkoutKeys.billing(), saved);
      // The saved data lead the fiscal persons: the list is read again when next shown.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.fiscalPersons() });
    },
  });
}

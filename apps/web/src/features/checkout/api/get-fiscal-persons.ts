import { queryOptions, useQuery } from '@tanstack/react-query';
import { FiscalPersonListResponseSchema, type FiscalPerson } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/**
 * GET /ebsn/api/user-person-fiscal/list (docs/rules/checkout-and-payment.md Fiscal persons): who the
 * shopper has been, or can be, invoiced as. A failure only hides the choice: the form works without it.
 */
export async function getFiscalPersons(signal?: AbortSignal): Promise<FiscalPerson[]> {
  const body = await api.request('/ebsn/api/user-person-fiscal/list', {
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(FiscalPersonListResponseSchema, body.data).persons;
}

export const fiscalPersonsQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.fiscalPersons(),
    queryFn: ({ signal }) => getFiscalPersons(signal),
  });

export const useFiscalPersons = () => useQuery(fiscalPersonsQueryOptions());

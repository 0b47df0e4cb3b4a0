import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  RegistrationDisclaimerListResponseSchema,
  type RegistrationDisclaimer,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { registrationKeys } from './keys';

/** GET /ebsn/api/registration-disclaimer/list: the consents a registration asks (docs/rules/account.md). */
export async function getRegistrationDisclaimers(
  storeId: number,
  moduleTypeId: number,
  signal?: AbortSignal,
): Promise<RegistrationDisclaimer[]> {
  const body = await api.request('/ebsn/api/registration-disclaimer/list', {
    query: { store_id: storeId, registration_module_type_id: moduleTypeId },
    signal,
    notify: false,
  });
  return parseResponse(RegistrationDisclaimerListResponseSchema, body.data).registrationDisclaimers;
}

export const registrationDisclaimersQueryOptions = (storeId: number, moduleTypeId: number) =>
  queryOptions({
    queryKey: registrationKeys.disclaimers(storeId, moduleTypeId),
    queryFn: ({ signal }) => getRegistrationDisclaimers(storeId, moduleTypeId, signal),
    staleTime: 10 * 60_000,
  });

/** The brand's configured module type and store (docs/rules/account.md: 2 and 5). */
export function useRegistrationDisclaimers() {
  const { config } = useBrand();
  return useQuery(
    registrationDisclaimersQueryOptions(config.disclaimerStoreId, config.disclaimerModuleTypeId),
  );
}

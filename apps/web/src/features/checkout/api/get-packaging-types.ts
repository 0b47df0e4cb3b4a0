import { queryOptions, useQuery } from '@tanstack/react-query';
import { PackagingTypeListResponseSchema, type PackagingType } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { checkoutKeys } from './keys';

/** GET /ebsn/api/packaging-type/list -> data.products (docs/rules/checkout-and-payment.md): bags and boxes for the order. */
export async function getPackagingTypes(signal?: AbortSignal): Promise<PackagingType[]> {
  const body = await api.request('/ebsn/api/packaging-type/list', { signal, notify: false });
  return parseResponse(PackagingTypeListResponseSchema, body.data).products;
}

export const packagingTypesQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.packagingTypes(),
    queryFn: ({ signal }) => getPackagingTypes(signal),
  });

export const usePackagingTypes = () => useQuery(packagingTypesQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { StoreListResponseSchema, type Store } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { registrationKeys } from './keys';

/** GET /ebsn/api/store-proximity/list ordered by name: the stores a shopper can choose as reference. */
export async function getReferenceStores(signal?: AbortSignal): Promise<Store[]> {
  const body = await api.request('/ebsn/api/store-proximity/list', {
    query: { orderby: 'name' },
    signal,
    notify: false,
  });
  return parseResponse(StoreListResponseSchema, body.data).data.stores;
}

export const referenceStoresQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.stores(),
    queryFn: ({ signal }) => getReferenceStores(signal),
    staleTime: 10 * 60_000,
  });

export const useReferenceStores = () => useQuery(referenceStoresQueryOptions());

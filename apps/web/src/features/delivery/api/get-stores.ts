import { queryOptions, useQuery } from '@tanstack/react-query';
import { StoreListResponseSchema, type Store } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { deliveryKeys } from './keys';

/** The pickup kinds the selector's store and locker tabs show. */
export const PICKUP_SERVICES = 'drive,locker';

/**
 * GET /ebsn/api/store-proximity/list (docs/rules/delivery-and-slots.md): the stores with their pickup
 * points, opening hours and closing days; the selector shows today's hours
 * beside each pickup point.
 */
export async function getStores(services: string, signal?: AbortSignal): Promise<Store[]> {
  const body = await api.request('/ebsn/api/store-proximity/list', {
    query: { services, orderby: 'name' },
    signal,
    notify: false,
  });
  return parseResponse(StoreListResponseSchema, body.data).data.stores;
}

export const storesQueryOptions = (services: string = PICKUP_SERVICES) =>
  queryOptions({
    queryKey: deliveryKeys.storeList(services),
    queryFn: ({ signal }) => getStores(services, signal),
    staleTime: 30 * 60_000,
  });

export function useStores(options: { enabled?: boolean } = {}) {
  return useQuery({ ...storesQueryOptions(), enabled: options.enabled ?? true });
}

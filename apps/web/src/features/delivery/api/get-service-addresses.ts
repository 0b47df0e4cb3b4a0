import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressListResponse, AddressTypeName } from '@spesa/domain';
import { api } from '../../../lib/api';
import { parseAddressList } from './get-addresses';
import { deliveryKeys, type NearPoint } from './keys';

/**
 * GET /ebsn/api/user-address/delivery-service-list (docs/rules/delivery-and-slots.md): the pickup points
 * (store counters or lockers) the shopper may choose; with a position they come
 * nearest first, each with its distance in metres.
 */
export async function getServiceAddresses(
  type: AddressTypeName,
  near: NearPoint | null,
  signal?: AbortSignal,
): Promise<AddressListResponse['data']> {
  const body = await api.request('/ebsn/api/user-address/delivery-service-list', {
    query: {
      address_type: type,
      latitude: near?.latitude,
      longitude: near?.longitude,
      distance: near?.distance,
    },
    signal,
  });
  return parseAddressList(body.data);
}

export const serviceAddressesQueryOptions = (
  type: AddressTypeName,
  near: NearPoint | null,
  options: { enabled?: boolean } = {},
) =>
  queryOptions({
    queryKey: deliveryKeys.serviceAddresses(type, near),
    queryFn: ({ signal }) => getServiceAddresses(type, near, signal),
    enabled: options.enabled ?? true,
    staleTime: 5 * 60_000,
  });

export function useServiceAddresses(
  type: AddressTypeName,
  near: NearPoint | null,
  options: { enabled?: boolean } = {},
) {
  return useQuery(serviceAddressesQueryOptions(type, near, options));
}

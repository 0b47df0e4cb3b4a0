import { queryOptions, useQuery } from '@tanstack/react-query';
import { AddressViewResponseSchema, type Address } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { deliveryKeys } from './keys';

/** GET /ebsn/api/user-address/view (docs/rules/delivery-and-slots.md): one address, to edit it. */
export async function getAddress(addressId: number, signal?: AbortSignal): Promise<Address> {
  const body = await api.request('/ebsn/api/user-address/view', {
    query: { address_id: addressId },
    notify: false,
    signal,
  });
  return parseResponse(AddressViewResponseSchema, body.data).data;
}

export const addressQueryOptions = (addressId: number) =>
  queryOptions({
    queryKey: deliveryKeys.address(addressId),
    queryFn: ({ signal }) => getAddress(addressId, signal),
    staleTime: 30_000,
  });

export function useAddress(addressId: number | undefined) {
  return useQuery({ ...addressQueryOptions(addressId ?? 0), enabled: addressId !== undefined });
}

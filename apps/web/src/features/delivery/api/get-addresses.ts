import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AddressListResponseSchema,
  isAuthenticated,
  type AddressListResponse,
  type AddressTypeName,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { emitNotLoggedIn } from '../../../lib/session';
import { deliveryKeys } from './keys';

/** A list answer of userId -1 means the session is gone (docs/rules/delivery-and-slots.md): the login dialog opens. */
export function parseAddressList(data: unknown): AddressListResponse['data'] {
  const parsed = parseResponse(AddressListResponseSchema, data);
  if (!isAuthenticated(parsed.user)) emitNotLoggedIn();
  return parsed.data;
}

/**
 * GET /ebsn/api/user-address/list (docs/rules/delivery-and-slots.md): the shopper's addresses of one
 * type, and the delivery services that are the selector's tabs. The selector
 * asks for home.
 */
export async function getAddresses(
  type: AddressTypeName,
  signal?: AbortSignal,
): Promise<AddressListResponse['data']> {
  const body = await api.request('/ebsn/api/user-address/list', {
    query: { address_type: type },
    signal,
  });
  return parseAddressList(body.data);
}

export const addressesQueryOptions = (type: AddressTypeName, options: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: deliveryKeys.addressList(type),
    queryFn: ({ signal }) => getAddresses(type, signal),
    enabled: options.enabled ?? true,
    staleTime: 30_000,
  });

export function useAddresses(type: AddressTypeName, options: { enabled?: boolean } = {}) {
  return useQuery(addressesQueryOptions(type, options));
}

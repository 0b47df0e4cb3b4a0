import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AddressViewResponseSchema, type Address, type AddressUpdateRequest } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { deliveryKeys } from './keys';

/**
 * POST /ebsn/api/user-address/update (docs/rules/delivery-and-slots.md): creates (no addressId) or
 * changes a home address. The server's success message is the toast of docs/rules/delivery-and-slots.md
 * (addresses.setAddress); a refusal is shown in the form, not toasted.
 */
export async function updateAddress(input: AddressUpdateRequest): Promise<Address> {
  const body = await api.request('/ebsn/api/user-address/update', { json: input, notify: false });
  const address = parseResponse(AddressViewResponseSchema, body.data).data;
  api.announce(body);
  return address;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: (address) => {
      queryClient.setQueryData(deliveryKeys.address(address.addressId), address);
      return queryClient.invalidateQueries({ queryKey: deliveryKeys.addresses() });
    },
  });
}

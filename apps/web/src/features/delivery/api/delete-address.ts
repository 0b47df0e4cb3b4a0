import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deliveryKeys } from './keys';

/**
 * GET /ebsn/api/user-address/delete (SPEC §7). Refusals are not toasted: the
 * confirmation shows SPEC §8's text instead.
 */
export async function deleteAddress(addressId: number): Promise<void> {
  await api.request('/ebsn/api/user-address/delete', {
    query: { address_id: addressId },
    notify: false,
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.addresses() }),
  });
}

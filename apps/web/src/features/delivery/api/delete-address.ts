import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deliveryKeys } from './keys';

/**
 * GET /ebsn/api/user-address/delete (docs/rules/delivery-and-slots.md). Refusals are not toasted: the
 * confirmation shows the text of docs/rules/delivery-and-slots.md instead.
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

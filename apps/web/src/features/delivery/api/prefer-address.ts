import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PreferAddressRequestSchema } from '@spesa/domain';
import { i18n } from '../../../i18n';
import { api, refusalMessage } from '../../../lib/api';
import { deliveryKeys } from './keys';

/**
 * POST /ebsn/api/user-address/set-default («Imposta come preferito»): the address gets the star;
 * the cart's address stays (decision 037). The list read again shows the star where it went;
 * a refusal is toasted with the server's text.
 */
export async function preferAddress(addressId: number): Promise<void> {
  await api.request('/ebsn/api/user-address/set-default', {
    form: { address_id: addressId } satisfies z.input<typeof PreferAddressRequestSchema>,
    notify: false,
  });
}

export function usePreferAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: preferAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.addresses() }),
    onError: (error) =>
      api.notify({
        kind: 'error',
        text: refusalMessage(error) ?? i18n.t('delivery:page.preferFailed'),
        code: 'address.preferFailed',
      }),
  });
}

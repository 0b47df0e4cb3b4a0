import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  CartViewResponseSchema,
  type AddressTypeName,
  type Cart,
  type SelectAddressRequestSchema,
} from '@spesa/domain';
import { i18n } from '../../../i18n';
import { api, parseResponse, refusalMessage } from '../../../lib/api';
import { applyDeliveryChange } from './apply-cart';

export interface SelectAddressInput {
  addressType: AddressTypeName;
  addressId: number;
}

/**
 * POST /ebsn/api/user-address/select (docs/rules/delivery-and-slots.md): the address becomes the
 * cart's; the answer is the cart. A refusal (cart being paid, address no
 * longer served) is toasted with the server's text, any other failure with
 * errorSettingAddress (docs/rules/cart.md error toasts).
 */
export async function selectAddress(input: SelectAddressInput): Promise<Cart> {
  const body = await api.request('/ebsn/api/user-address/select', {
    form: {
      address_type: input.addressType,
      address_id: input.addressId,
    } satisfies z.input<typeof SelectAddressRequestSchema>,
    notify: false,
  });
  return parseResponse(CartViewResponseSchema, body.data).data;
}

export function useSelectAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectAddress,
    onSuccess: (cart) => applyDeliveryChange(queryClient, cart, 'address'),
    onError: (error) =>
      api.notify({
        kind: 'error',
        text: refusalMessage(error) ?? i18n.t('cart:errors.errorSettingAddress'),
        code: 'cart.errorSettingAddress',
      }),
  });
}

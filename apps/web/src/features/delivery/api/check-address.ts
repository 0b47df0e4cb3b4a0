import { useMutation } from '@tanstack/react-query';
import {
  AddressCheckResponseSchema,
  type AddressCheckRequest,
  type AddressCheckResponse,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

/**
 * POST /ebsn/api/user-address/check (docs/rules/delivery-and-slots.md): does home delivery reach the
 * address? The form shows the outcome itself, so nothing is toasted.
 */
export async function checkAddress(input: AddressCheckRequest): Promise<AddressCheckResponse> {
  const body = await api.request('/ebsn/api/user-address/check', { json: input, notify: false });
  return parseResponse(AddressCheckResponseSchema, body.data);
}

export function useCheckAddress() {
  return useMutation({ mutationFn: checkAddress });
}

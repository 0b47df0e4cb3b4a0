import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartViewResponseSchema, type Cart } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { applyDeliveryChange } from './apply-cart';

export interface SelectTimeslotInput {
  /** YYYY-MM-DD. */
  date: string;
  timeslotId: number;
}

/**
 * GET /ebsn/api/timeslot/select (docs/rules/delivery-and-slots.md): takes a place in the slot; status 0
 * is success. A refusal (full, closed) is shown by the selector, not toasted.
 */
export async function selectTimeslot(input: SelectTimeslotInput): Promise<Cart> {
  const body = await api.request('/ebsn/api/timeslot/select', {
    query: { sel_date: input.date, timeslot_id: input.timeslotId },
    notify: false,
  });
  return parseResponse(CartViewResponseSchema, body.data).data;
}

export function useSelectTimeslot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectTimeslot,
    onSuccess: (cart) => applyDeliveryChange(queryClient, cart, 'timeslot'),
  });
}

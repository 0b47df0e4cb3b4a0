import { useMutation } from '@tanstack/react-query';
import { ParkingReserveResponseSchema } from '@spesa/domain';
import { api, isApiError, parseResponse } from '../../../lib/api';

/** What order/reserve came to (docs/rules/orders.md Parking reservation), as the page shows it. */
export type ParkingOutcome =
  { kind: 'reserved'; info: string } | { kind: 'refused'; error: string } | { kind: 'unexpected' };

/**
 * POST /ebsn/api/order/reserve?order_id=&distance= (docs/rules/orders.md). Status 0 is the
 * info; a refusal is its first error; anything else is unexpected. Never throws.
 */
export async function reserveParking(orderId: number, distance: number): Promise<ParkingOutcome> {
  try {
    const body = await api.request('/ebsn/api/order/reserve', {
      method: 'POST',
      query: { order_id: orderId, distance },
      notify: false,
      navigateOnError: false,
    });
    parseResponse(ParkingReserveResponseSchema, body.data);
    const info = body.response.infos[0]?.info;
    return info ? { kind: 'reserved', info } : { kind: 'unexpected' };
  } catch (error) {
    const first = isApiError(error) && error.responseStatus ? error.errors[0]?.error : undefined;
    return first ? { kind: 'refused', error: first } : { kind: 'unexpected' };
  }
}

export function useReserveParking() {
  return useMutation({
    mutationFn: ({ orderId, distance }: { orderId: number; distance: number }) =>
      reserveParking(orderId, distance),
  });
}

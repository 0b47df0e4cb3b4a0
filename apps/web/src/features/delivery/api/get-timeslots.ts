import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TimeslotListResponseSchema,
  isAuthenticated,
  type TimeslotListResponse,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { emitNotLoggedIn } from '../../../lib/session';
import { deliveryKeys } from './keys';

/**
 * GET /ebsn/api/timeslot/list (docs/rules/delivery-and-slots.md): the calendar of the cart's address,
 * data.days. userId -1 signals not-logged-in.
 */
export async function getTimeslots(signal?: AbortSignal): Promise<TimeslotListResponse> {
  const body = await api.request('/ebsn/api/timeslot/list', { signal });
  const parsed = parseResponse(TimeslotListResponseSchema, body.data);
  if (!isAuthenticated(parsed.user)) emitNotLoggedIn();
  return parsed;
}

export const timeslotsQueryOptions = () =>
  queryOptions({
    queryKey: deliveryKeys.timeslots(),
    queryFn: ({ signal }) => getTimeslots(signal),
    // Places fill up: every opening of the selector reads the calendar again.
    staleTime: 0,
  });

export function useTimeslots(options: { enabled?: boolean } = {}) {
  return useQuery({ ...timeslotsQueryOptions(), enabled: options.enabled ?? true });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserPointsResponseSchema, type UserPointsResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { giftCertificateKeys } from './keys';

/** GET /ebsn/api/user-points/list: the LOYALTY balance and each order's points. */
export async function getUserPoints(signal?: AbortSignal): Promise<UserPointsResponse> {
  const body = await api.request('/ebsn/api/user-points/list', {
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(UserPointsResponseSchema, body.data);
}

export const userPointsQueryOptions = () =>
  queryOptions({
    queryKey: giftCertificateKeys.points(),
    queryFn: ({ signal }) => getUserPoints(signal),
    staleTime: 0,
  });

export const useUserPoints = () => useQuery(userPointsQueryOptions());

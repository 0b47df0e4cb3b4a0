import { queryOptions, useQuery } from '@tanstack/react-query';
import { AuthTestResponseSchema, type User } from '@spesa/domain';
import { api, parseResponse } from '../api';
import { authKeys } from './auth-keys';

/** GET /ebsn/api/auth/test: who is logged in; user.userId is -1 when nobody is (docs/rules/account.md Auth). */
export async function getAuthTest(signal?: AbortSignal): Promise<User> {
  const body = await api.request('/ebsn/api/auth/test', { signal });
  return parseResponse(AuthTestResponseSchema, body.data).user;
}

export const authTestQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.test(),
    queryFn: ({ signal }) => getAuthTest(signal),
    staleTime: 5 * 60_000,
  });

export function useAuthTest() {
  return useQuery(authTestQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserDetailResponseSchema, type PersonDetail } from '@spesa/domain';
import { api, parseResponse } from '../api';

/**
 * The shopper's own data as the profile holds it (user_detail's person): the
 * profile page edits it, and the address and invoice forms start from it
 * (issue 34: data given once). It lives below the features so that each reads
 * the one cached copy.
 */
export const userDetailKey = () => ['account', 'user-detail'] as const;

/** GET user_detail: the person (the invoice data, which the invoice panel reads itself, aside). */
export async function getUserDetail(signal?: AbortSignal): Promise<PersonDetail> {
  const body = await api.request('/ebsn/api/registration/user_detail', { signal, notify: false });
  return parseResponse(UserDetailResponseSchema, body.data).person;
}

const userDetailQueryOptions = () =>
  queryOptions({ queryKey: userDetailKey(), queryFn: ({ signal }) => getUserDetail(signal) });

export const useUserDetail = (enabled = true) => useQuery({ ...userDetailQueryOptions(), enabled });

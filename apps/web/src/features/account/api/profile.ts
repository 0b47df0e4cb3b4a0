import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PersonResponseSchema,
  UserDetailResponseSchema,
  type ContactFormValues,
  type PersonDetail,
  type UserDetailFormValues,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { authKeys } from '../../../lib/session';
import { accountKeys } from './keys';

/** GET user_detail: the person (and the invoice data, which the invoice panel reads itself). */
export async function getUserDetail(signal?: AbortSignal): Promise<PersonDetail> {
  const body = await api.request('/ebsn/api/registration/user_detail', { signal, notify: false });
  return parseResponse(UserDetailResponseSchema, body.data).person;
}

export const userDetailQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.detail(), queryFn: ({ signal }) => getUserDetail(signal) });

export const useUserDetail = (enabled = true) => useQuery({ ...userDetailQueryOptions(), enabled });

const personOf = (data: unknown) => parseResponse(PersonResponseSchema, data).person;

/** The saved person replaces the cached one; the header's name follows (auth/test). */
function usePersonMutation<I>(call: (input: I) => Promise<PersonDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (person) => {
      queryClient.setQueryData(accountKeys.detail(), person);
      void queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}

export const useUpdateUserDetail = () =>
  usePersonMutation(async (input: UserDetailFormValues) => {
    const body = await api.request('/ebsn/api/registration/update_user_detail', {
      json: input,
      notify: false,
    });
    return personOf(body.data);
  });

export const useUpdateContact = () =>
  usePersonMutation(async (input: ContactFormValues) => {
    const body = await api.request('/ebsn/api/registration/update_contact', {
      json: input,
      notify: false,
    });
    return personOf(body.data);
  });

export const useUpdateUsername = () =>
  usePersonMutation(async (username: string) => {
    const body = await api.request('/ebsn/api/registration/update_username', {
      method: 'POST',
      query: { username },
      notify: false,
    });
    return personOf(body.data);
  });

/** GET update_email_request: a link to the new address; nothing changes until it is opened. */
export const useRequestEmailChange = () =>
  useMutation({
    mutationFn: async (newEmail: string) => {
      await api.request('/ebsn/api/registration/update_email_request', {
        query: { new_email: newEmail },
        notify: false,
      });
    },
  });

/** GET update_email: the mailed link's token. */
export const useConfirmEmailChange = () =>
  usePersonMutation(async (token: string) => {
    const body = await api.request('/ebsn/api/registration/update_email', {
      query: { token },
      notify: false,
    });
    return personOf(body.data);
  });

/** GET update_password: the old password is required; the other sessions end. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (input: { oldPassword: string; newPassword: string }) => {
      await api.request('/ebsn/api/registration/update_password', {
        query: { old_password: input.oldPassword, new_password: input.newPassword },
        notify: false,
      });
    },
  });

/** GET user_anonymize: the account is deleted; the caller forgets the session. */
export const useAnonymize = () =>
  useMutation({
    mutationFn: async () => {
      await api.request('/ebsn/api/registration/user_anonymize', { notify: false });
    },
  });

/** The data export is a download the browser makes itself (the session cookie rides along). */
export const USER_EXPORT_URL = '/ebsn/api/registration/user_export';

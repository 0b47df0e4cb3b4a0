import { useMutation, useQuery } from '@tanstack/react-query';
import { PasswordResetCheckResponseSchema } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { accountKeys } from './keys';

/** GET password_reset_token_request: the same answer whether or not the address has an account. */
export async function requestPasswordReset(input: {
  email: string;
  fiscalCode?: string;
}): Promise<void> {
  await api.request('/ebsn/api/registration/password_reset_token_request', {
    query: {
      e_mail: input.email,
      ...(input.fiscalCode ? { fiscal_code: input.fiscalCode } : {}),
    },
    notify: false,
  });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

/** GET password_reset_token_check: is the link still good? Refusals come back as ApiError. */
export async function checkResetToken(token: string, login: string, signal?: AbortSignal) {
  const body = await api.request('/ebsn/api/registration/password_reset_token_check', {
    query: { reset_token: token, login },
    notify: false,
    navigateOnError: false,
    signal,
  });
  return parseResponse(PasswordResetCheckResponseSchema, body.data);
}

export const useResetTokenCheck = (token: string, login: string) =>
  useQuery({
    queryKey: accountKeys.resetCheck(token, login),
    queryFn: ({ signal }) => checkResetToken(token, login, signal),
    retry: false,
    staleTime: Infinity,
  });

/** GET password_reset: the new password with the link's token; every session of the account ends. */
export async function resetPassword(input: {
  token: string;
  login: string;
  password: string;
}): Promise<void> {
  await api.request('/ebsn/api/registration/password_reset', {
    query: { reset_token: input.token, login: input.login, password: input.password },
    notify: false,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { RegistrationConfirmResponseSchema } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { registrationKeys } from './keys';

/** GET /ebsn/api/registration/registration_confirm with the mailed e_mail and reg_control_code. */
export async function confirmRegistration(email: string, code: string): Promise<string> {
  const body = await api.request('/ebsn/api/registration/registration_confirm', {
    query: { e_mail: email, reg_control_code: code },
    notify: false,
  });
  return parseResponse(RegistrationConfirmResponseSchema, body.data).email;
}

/**
 * A code is single-use: the page asks once per code (never again on focus,
 * remount or retry), and a second visit shows the server's "already used".
 */
export const confirmRegistrationQueryOptions = (email: string, code: string) =>
  queryOptions({
    queryKey: registrationKeys.confirm(email, code),
    queryFn: () => confirmRegistration(email, code),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useConfirmRegistration = (email: string, code: string) =>
  useQuery(confirmRegistrationQueryOptions(email, code));

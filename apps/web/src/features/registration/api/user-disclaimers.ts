import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CheckDisclaimerResponseSchema,
  UserDisclaimerListResponseSchema,
  type CheckDisclaimerResponse,
  type UpdateDisclaimerInput,
  type UserDisclaimer,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { registrationKeys } from './keys';

/** GET /ebsn/api/user-registration-disclaimer/list-by-type: the consents with the shopper's answers. */
export async function getUserDisclaimers(signal?: AbortSignal): Promise<UserDisclaimer[]> {
  const body = await api.request('/ebsn/api/user-registration-disclaimer/list-by-type', {
    signal,
    notify: false,
  });
  return parseResponse(UserDisclaimerListResponseSchema, body.data).registrationDisclaimers;
}

export const userDisclaimersQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.userDisclaimers(),
    queryFn: ({ signal }) => getUserDisclaimers(signal),
  });

export const useUserDisclaimers = () => useQuery(userDisclaimersQueryOptions());

/** GET …/check-disclaimer: the required texts to accept (new, or in a newer version). */
export async function checkDisclaimer(signal?: AbortSignal): Promise<CheckDisclaimerResponse> {
  const body = await api.request('/ebsn/api/user-registration-disclaimer/check-disclaimer', {
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(CheckDisclaimerResponseSchema, body.data);
}

export const checkDisclaimerQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...registrationKeys.checkDisclaimer(), userId] as const,
    queryFn: ({ signal }) => checkDisclaimer(signal),
    staleTime: 5 * 60_000,
  });

/** POST …/update-disclaimer: saves the answers given; the success message is a toast. */
export async function updateDisclaimers(input: UpdateDisclaimerInput): Promise<UserDisclaimer[]> {
  const body = await api.request('/ebsn/api/user-registration-disclaimer/update-disclaimer', {
    method: 'POST',
    json: input,
  });
  return parseResponse(UserDisclaimerListResponseSchema, body.data).registrationDisclaimers;
}

export function useUpdateDisclaimers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisclaimers,
    onSuccess: async (saved) => {
      queryClient.setQueryData(registrationKeys.userDisclaimers(), saved);
      await queryClient.invalidateQueries({ queryKey: registrationKeys.checkDisclaimer() });
    },
  });
}

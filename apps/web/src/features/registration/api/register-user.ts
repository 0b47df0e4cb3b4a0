import { useMutation } from '@tanstack/react-query';
import {
  RegisterUserResponseSchema,
  type RegisterUserInput,
  type RegisterUserResponse,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

/**
 * POST /ebsn/api/registration/register_user (docs/rules/account.md). Field errors come back
 * as 400 with response.errors[].field; the form puts them under their field.
 * The recaptcha token, when the brand asks one, is added by the API client.
 */
export async function registerUser(input: RegisterUserInput): Promise<RegisterUserResponse> {
  const body = await api.request('/ebsn/api/registration/register_user', {
    method: 'POST',
    json: input,
    notify: false,
  });
  return parseResponse(RegisterUserResponseSchema, body.data);
}

export const useRegisterUser = () => useMutation({ mutationFn: registerUser });

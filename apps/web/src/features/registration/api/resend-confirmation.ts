import { useMutation } from '@tanstack/react-query';
import { RegisterUserResponseSchema } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';

/**
 * GET /ebsn/api/registration/registration_resend_email (docs/rules/account.md). The answer
 * is the same whether or not the address waits for a confirmation; the page
 * shows it (and the throttle's refusal) beside the button.
 */
export async function resendConfirmation(email: string): Promise<string> {
  const body = await api.request('/ebsn/api/registration/registration_resend_email', {
    query: { e_mail: email },
    notify: false,
  });
  return parseResponse(RegisterUserResponseSchema, body.data).email;
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

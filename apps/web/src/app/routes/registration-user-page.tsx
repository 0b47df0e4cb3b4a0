import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSocialUserDetail } from '../../features/auth';
import { RegistrationPage } from '../../features/registration/routes/registration-user-route';
import { RegistrationEnabled } from '../../features/registration/components/registration-enabled';
import type { RegistrationPrefill } from '../../features/registration';

/**
 * /registration-user (docs/rules/account.md). With ?social_login=google (or facebook) the
 * form completes a social sign-up: the provider's name and address, kept
 * pending by the server, fill it (issue 15). Without it, the plain form.
 */
export function RegistrationUserPage() {
  const [params] = useSearchParams();
  const social = params.has('social_login');
  const detail = useSocialUserDetail(social);
  const pending = detail.data?.mode === 'register' ? detail.data : null;
  const prefill = useMemo<RegistrationPrefill | undefined>(
    () =>
      pending
        ? { firstName: pending.firstName, lastName: pending.lastName, email: pending.email }
        : undefined,
    [pending],
  );
  return (
    <RegistrationEnabled>
      <RegistrationPage prefill={prefill} />
    </RegistrationEnabled>
  );
}

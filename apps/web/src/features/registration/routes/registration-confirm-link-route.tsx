import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/navigation';
import { isApiError } from '../../../lib/api';
import { Alert, Spinner } from '../../../ui';
import { useConfirmRegistration } from '../api/confirm-registration';
import { LoginPrompt } from '../components/login-prompt';
import { PageCard } from '../../../components/page-card';
import { RegistrationEnabled } from '../components/registration-enabled';
import { ResendForm } from '../components/resend-form';

function Confirming({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  const confirmation = useConfirmRegistration(email, code);

  if (confirmation.isPending)
    return (
      <PageCard title={t('confirm.title')}>
        <p role="status" className="mt-4 flex items-center gap-3 text-ink-muted">
          <Spinner />
          {t('confirm.checking')}
        </p>
      </PageCard>
    );

  if (confirmation.isError)
    return (
      <PageCard title={t('confirm.errorTitle')}>
        <Alert variant="error" role="alert" className="mt-4">
          {isApiError(confirmation.error) ? confirmation.error.message : tErrors('generic')}
        </Alert>
        <div className="mt-6 flex flex-col gap-4">
          <LoginPrompt />
          <h2 className="mt-4 text-lg font-bold text-ink">{t('confirm.resendTitle')}</h2>
          <ResendForm email={email} />
        </div>
      </PageCard>
    );

  return <ConfirmedCard />;
}

/** The page a confirmed shopper sees: confirmed, now log in. */
export function ConfirmedCard() {
  const { t } = useTranslation('registration');
  return (
    <PageCard
      title={
        <span className="flex items-center gap-3">
          <CircleCheck aria-hidden="true" className="size-8 shrink-0 text-secondary" />
          {t('confirm.successTitle')}
        </span>
      }
    >
      <p role="status" className="mt-4 mb-6 text-ink">
        {t('confirm.successText')}
      </p>
      <LoginPrompt />
    </PageCard>
  );
}

/**
 * docs/rules/account.md /registration/confirm, the mailed link: confirms with its e_mail and
 * reg_control_code, then shows the result and the login.
 */
export function RegistrationConfirmLinkRoute() {
  return (
    <RegistrationEnabled>
      <RegistrationConfirmLink />
    </RegistrationEnabled>
  );
}

function RegistrationConfirmLink() {
  const { t } = useTranslation('registration');
  const brand = useBrand();
  const [params] = useSearchParams();
  const email = params.get('e_mail') ?? '';
  const code = params.get('reg_control_code') ?? '';
  usePageTitle(t('confirm.pageTitle', { brand: brand.name }));

  if (!email || !code)
    return (
      <PageCard
        title={
          <span className="flex items-center gap-3">
            <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-danger" />
            {t('confirm.errorTitle')}
          </span>
        }
      >
        <p className="mt-4 mb-6 text-ink">{t('confirm.missing')}</p>
        <ResendForm />
      </PageCard>
    );
  return <Confirming email={email} code={code} />;
}

/** docs/rules/account.md /registration-confirm and /email-confirmed: the address is confirmed; log in. */
export function EmailConfirmedRoute() {
  const { t } = useTranslation('registration');
  const brand = useBrand();
  usePageTitle(t('confirm.pageTitle', { brand: brand.name }));
  return (
    <RegistrationEnabled>
      <ConfirmedCard />
    </RegistrationEnabled>
  );
}

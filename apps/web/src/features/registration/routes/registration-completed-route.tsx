import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { HOME_PATH } from '../../../config/paths';
import { PageCard } from '../../../components/page-card';
import { RegistrationEnabled } from '../components/registration-enabled';
import { ResendForm } from '../components/resend-form';
import type { RegistrationCompletedState } from './registration-user-route';

function emailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state as RegistrationCompletedState;
  return typeof email === 'string' && email ? email : undefined;
}

/** docs/rules/account.md /registration-completed: check your mail, and send it again if it does not come. */
export function RegistrationCompletedRoute() {
  return (
    <RegistrationEnabled>
      <RegistrationCompleted />
    </RegistrationEnabled>
  );
}

function RegistrationCompleted() {
  const { t } = useTranslation('registration');
  const brand = useBrand();
  const email = emailOf(useLocation().state);
  usePageTitle(t('completed.pageTitle', { brand: brand.name }));

  return (
    <PageCard
      title={
        <span className="flex items-center gap-3">
          <MailCheck aria-hidden="true" className="size-8 shrink-0 text-secondary" />
          {t('completed.title')}
        </span>
      }
    >
      <div className="mt-4 flex flex-col gap-3 text-ink">
        {email ? (
          <p>
            {t('completed.sentToBefore')} <strong className="break-all">{email}</strong>{' '}
            {t('completed.sentToAfter')}
          </p>
        ) : (
          <p>{t('completed.sent')}</p>
        )}
        <p>{t('completed.steps')}</p>
        <p className="text-sm text-ink-muted">{t('completed.spam')}</p>
      </div>
      <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6">
        <ResendForm email={email} />
        <AppLink
          to={HOME_PATH}
          className="inline-flex min-h-11 items-center justify-center self-center text-sm font-semibold text-primary underline"
        >
          {t('completed.backHome')}
        </AppLink>
      </div>
    </PageCard>
  );
}

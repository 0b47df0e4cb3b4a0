import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MailCheck } from 'lucide-react';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Button } from '../../../ui';
import { FORGOT_PASSWORD_PATH, HOME_PATH } from '../../../config/paths';
import { PageCard } from '../../../components/page-card';

const emailOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : null;

/** /reset-password-sent: the mail is on its way (said alike whether the account exists or not). */
export function ResetPasswordSentRoute() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const email = emailOf(useLocation().state);
  usePageTitle(t('reset.sent.pageTitle', { brand: brand.name }));
  return (
    <PageCard title={t('reset.sent.title')}>
      <div className="mt-4 flex flex-col gap-4 text-ink">
        <MailCheck aria-hidden="true" className="size-12 text-secondary-dark" />
        <p>{email ? t('reset.sent.bodyTo', { email }) : t('reset.sent.body')}</p>
        <p className="text-ink-muted">{t('reset.sent.hint')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <AppLink to={HOME_PATH}>{t('reset.sent.home')}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink to={FORGOT_PASSWORD_PATH}>{t('reset.sent.again')}</AppLink>
          </Button>
        </div>
      </div>
    </PageCard>
  );
}

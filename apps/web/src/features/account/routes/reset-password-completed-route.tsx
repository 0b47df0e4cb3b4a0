import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/navigation';
import { PageCard } from '../../../components/page-card';

/** /reset-password-completed: the new password is set; the login (composed by the app) follows. */
export function ResetPasswordCompletedRoute({ login }: { login: ReactNode }) {
  const { t } = useTranslation('account');
  const brand = useBrand();
  usePageTitle(t('reset.completed.pageTitle', { brand: brand.name }));
  return (
    <PageCard title={t('reset.completed.title')}>
      <div role="status" className="mt-4 mb-6 flex items-start gap-3 text-ink">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-secondary-dark" />
        <p>{t('reset.completed.body')}</p>
      </div>
      {login}
    </PageCard>
  );
}

import { useTranslation } from 'react-i18next';
import { LogIn, Store } from 'lucide-react';
import { ADMIN_PATH } from '../../../config/paths';
import { Alert } from '../../../ui';
import { useStaffIdp } from '../api/staff';
import { staffLoginUrl } from '../model';

/** /admin/accesso: staff sign in with the company account (SAML); no password here. */
export function StaffLoginRoute() {
  const { t } = useTranslation('staff');
  const idp = useStaffIdp();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface-muted px-4">
      <section className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm">
        <Store aria-hidden className="mb-3 size-8 text-primary" />
        <h1 className="text-2xl font-extrabold text-ink">{t('login.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('login.intro')}</p>
        {idp.data?.devIdpInProduction && (
          <Alert variant="error" role="alert" className="mt-4">
            {t('login.devIdp')}
          </Alert>
        )}
        <a
          href={staffLoginUrl(ADMIN_PATH)}
          className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 font-semibold text-white hover:bg-primary-dark"
        >
          <LogIn aria-hidden className="size-5" />
          {t('login.submit')}
        </a>
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { useBrand } from '../../../lib/brand';
import { AppLink, usePageTitle } from '../../../lib/navigation';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../ui';
import { HOME_PATH, PROFILE_UPDATE_PATH } from '../../../config/paths';

/** /profile/profile-confirmed: the personal data were saved. */
export function ProfileConfirmedRoute() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  usePageTitle(t('profile.confirmed.pageTitle', { brand: brand.name }));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
      <Breadcrumbs
        items={[
          { label: t('profile.title'), to: PROFILE_UPDATE_PATH },
          { label: t('profile.confirmed.title') },
        ]}
      />
      <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <CircleCheck aria-hidden="true" className="size-12 text-secondary-dark" />
        <h1 className="mt-3 text-2xl font-bold text-ink sm:text-3xl">
          {t('profile.confirmed.title')}
        </h1>
        <p className="mt-2 text-ink-muted">{t('profile.confirmed.body')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <AppLink to={PROFILE_UPDATE_PATH}>{t('profile.confirmed.back')}</AppLink>
          </Button>
          <Button asChild variant="outline">
            <AppLink to={HOME_PATH}>{t('profile.confirmed.shop')}</AppLink>
          </Button>
        </div>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { useBrand } from '../../lib/brand';
import { usePageTitle } from '../../lib/navigation';
import { StatusPage } from './status-page';

/** /not-found and the catch-all (SPEC §2). */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const brand = useBrand();
  usePageTitle(`${t('notFoundTitle')} - ${brand.name}`);
  return (
    <StatusPage
      icon={<SearchX aria-hidden="true" />}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      homeLabel={tCommon('backHome')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { useBrand } from '../../lib/brand';
import { usePageTitle } from '../../lib/navigation';
import { BrandLogo } from '../shell/brand-logo';
import { useRouteHandle } from '../shell/route-handle';
import { StatusPage } from './status-page';

/** /not-found and the catch-all (docs/rules/shop-shell.md). */
export function NotFoundRoute() {
  const { t } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const brand = useBrand();
  const { hideChrome } = useRouteHandle();
  usePageTitle(`${t('notFoundTitle')} - ${brand.name}`);
  return (
    <StatusPage
      logo={hideChrome ? <BrandLogo /> : null}
      icon={<SearchX aria-hidden="true" />}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      homeLabel={tCommon('backHome')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { RefreshCw, ServerCrash } from 'lucide-react';
import { useBrand } from '../../lib/brand';
import { usePageTitle } from '../../lib/navigation';
import { Button } from '../../ui';
import { StatusPage } from './status-page';

/** /service-down: where HTTP 500-598 lead (docs/rules/shop-shell.md). */
export function ServiceDownRoute() {
  const { t } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const brand = useBrand();
  usePageTitle(`${t('serviceDownTitle')} - ${brand.name}`);
  return (
    <StatusPage
      icon={<ServerCrash aria-hidden="true" />}
      title={t('serviceDownTitle')}
      text={t('serviceDownText')}
      homeLabel={tCommon('backHome')}
      actions={
        <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('retry')}
        </Button>
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import { env } from '../../config/env';
import { Button } from '../../ui';
import { StatusPage } from './status-page';

/**
 * The root error boundary: a 404 shows not-found, anything else (a failed
 * lazy chunk, a render error) the generic Italian message with a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        icon={<SearchX aria-hidden="true" />}
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        homeLabel={tCommon('backHome')}
      />
    );
  }
  if (env.isDev) console.error(error);
  return (
    <StatusPage
      icon={<TriangleAlert aria-hidden="true" />}
      title={t('unexpectedTitle')}
      text={t('generic')}
      homeLabel={tCommon('backHome')}
      actions={
        <Button variant="outline" size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {tCommon('reload')}
        </Button>
      }
    />
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { CHECKOUT_MESSAGES } from '@spesa/domain';
import { HOME_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { AppLink } from '../../../lib/navigation';
import { Alert, Button, LoadingOutline, Skeleton } from '../../../ui';

/** An unknown order id, or another shopper's: the server answers as if it did not exist. */
export const isOrderNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.code === 'order.not_found');

export function ResultFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">{children}</div>;
}

export function OrderLoading() {
  const { t } = useTranslation('checkout');
  return (
    <ResultFrame>
      <LoadingOutline label={t('result.loading')}>
        <Skeleton className="mx-auto size-20 rounded-full" />
        <Skeleton className="mx-auto h-8 w-2/3" />
        <Skeleton className="h-48" />
      </LoadingOutline>
    </ResultFrame>
  );
}

/** 'Ordine non trovato': a wrong or foreign order id. */
export function OrderNotFound() {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation('common');
  return (
    <ResultFrame>
      <div className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <SearchX aria-hidden="true" className="size-10" />
        </span>
        <h1 className="text-2xl font-extrabold text-ink sm:text-3xl">
          {CHECKOUT_MESSAGES.orderNotFound}
        </h1>
        <p className="text-ink-muted">{t('result.notFoundText')}</p>
        <Button asChild size="lg">
          <AppLink to={HOME_PATH}>{tCommon('backHome')}</AppLink>
        </Button>
      </div>
    </ResultFrame>
  );
}

export function OrderLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <ResultFrame>
      <Alert variant="error" role="alert">
        <p>{t('result.loadError')}</p>
        <Button variant="link" size="sm" className="min-h-11" onClick={onRetry}>
          {t('result.retry')}
        </Button>
      </Alert>
    </ResultFrame>
  );
}

/** The order id of the URL, or null when it cannot be one. */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

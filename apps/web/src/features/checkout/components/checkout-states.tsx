import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShoppingBasket } from 'lucide-react';
import { HOME_PATH } from '../../../config/paths';
import { AppLink } from '../../../lib/navigation';
import { Alert, Button, Skeleton } from '../../../ui';

export function CheckoutFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8 lg:px-6">{children}</div>;
}

export function CheckoutLoading() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutFrame>
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          {t('checkout.title')}
        </span>
        <Skeleton className="h-8 w-48" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex flex-col gap-4">
            <Skeleton className="h-32" />
            <Skeleton className="h-64" />
          </div>
          <Skeleton className="h-80" />
        </div>
      </div>
    </CheckoutFrame>
  );
}

export function CheckoutLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutFrame>
      <h1 className="mb-4 text-2xl font-extrabold text-ink sm:text-3xl">{t('checkout.title')}</h1>
      <Alert variant="error" role="alert">
        <p>{t('checkout.loadError')}</p>
        <Button variant="link" size="sm" className="min-h-11" onClick={onRetry}>
          {t('checkout.retry')}
        </Button>
      </Alert>
    </CheckoutFrame>
  );
}

export function CheckoutEmpty() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutFrame>
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <ShoppingBasket aria-hidden="true" className="size-10" />
        </span>
        <h1 className="text-2xl font-extrabold text-ink">{t('checkout.emptyTitle')}</h1>
        <p className="text-ink-muted">{t('checkout.emptyText')}</p>
        <Button asChild size="lg">
          <AppLink to={HOME_PATH}>{t('checkout.emptyAction')}</AppLink>
        </Button>
      </div>
    </CheckoutFrame>
  );
}

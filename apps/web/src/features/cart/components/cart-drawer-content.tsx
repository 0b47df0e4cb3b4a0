import { useTranslation } from 'react-i18next';
import { LogIn, ShoppingBasket } from 'lucide-react';
import type { Cart } from '@spesa/domain';
import { Alert, Button, Skeleton } from '../../../ui';
import { CartCountText } from './cart-count-text';

export interface CartDrawerContentProps {
  cart: Cart | undefined;
  isLoading: boolean;
  isError: boolean;
  isAuthenticated: boolean;
  onLogin: () => void;
}

/**
 * The right drawer's body for now: the count text and, for anonymous shoppers,
 * the login prompt. Delivery info, item list and summary come with the cart issue.
 */
export function CartDrawerContent({
  cart,
  isLoading,
  isError,
  isAuthenticated,
  onLogin,
}: CartDrawerContentProps) {
  const { t } = useTranslation('cart');

  if (isLoading) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-5 py-8 text-center">
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
        <ShoppingBasket aria-hidden="true" className="size-10" />
      </span>
      {isError && isAuthenticated ? (
        <Alert variant="error" className="w-full text-left">
          {t('loadError')}
        </Alert>
      ) : null}
      <CartCountText count={cart?.totalItems ?? 0} className="text-lg font-semibold text-ink" />
      {!isAuthenticated ? (
        <>
          <p className="max-w-sm text-ink-muted">{t('loginRequired')}</p>
          <Button size="lg" onClick={onLogin}>
            <LogIn aria-hidden="true" />
            {t('login')}
          </Button>
        </>
      ) : null}
    </div>
  );
}

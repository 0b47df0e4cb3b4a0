import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import type { Cart } from '@spesa/domain';
import { orderPath } from '../../../config/paths';
import { useAbandonOrderEdit } from '../../../lib/cart';
import { AppLink } from '../../../lib/navigation';
import { Alert, Button, Spinner } from '../../../ui';

/**
 * The cart holds the edit of a placed order (order/modify): says so wherever
 * the cart shows, with the way back to the order as it was.
 */
export function OrderEditBanner({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const abandon = useAbandonOrderEdit();
  const orderId = cart.editingOrderId;
  if (orderId === undefined) return null;
  return (
    <Alert variant="warning" role="region" aria-label={t('orderEdit.label', { orderId })}>
      <p className="font-semibold text-ink">{t('orderEdit.title', { orderId })}</p>
      <p className="text-sm text-ink-muted">{t('orderEdit.hint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="outline-neutral"
          size="sm"
          className="min-h-11"
          onClick={() => abandon.mutate(orderId)}
          disabled={abandon.isPending}
          aria-busy={abandon.isPending || undefined}
        >
          {abandon.isPending ? <Spinner /> : <Undo2 aria-hidden="true" />}
          {t('orderEdit.abandon')}
        </Button>
        <Button asChild variant="link" size="sm" className="min-h-11">
          <AppLink to={orderPath(orderId)}>{t('orderEdit.viewOrder', { orderId })}</AppLink>
        </Button>
      </div>
    </Alert>
  );
}

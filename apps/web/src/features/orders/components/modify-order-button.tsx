import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Pencil } from 'lucide-react';
import { canEditOrder, type Order } from '@spesa/domain';
import { CHECKOUT_PATH } from '../../../config/paths';
import { useStartOrderEdit } from '../../../lib/cart';
import { Button, Spinner } from '../../../ui';

/**
 * 'Modifica ordine' until the store takes the order in charge (docs/rules/orders.md): the
 * order's lines go into the cart and the shopper lands on the checkout,
 * where the lines can be changed and the order confirmed again.
 */
export function ModifyOrderButton({ order, disabled }: { order: Order; disabled: boolean }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const start = useStartOrderEdit();
  if (!canEditOrder(order.orderStatusId)) return null;
  return (
    <Button
      variant="outline"
      onClick={() => start.mutate(order.orderId, { onSuccess: () => void navigate(CHECKOUT_PATH) })}
      disabled={disabled || start.isPending}
      aria-busy={start.isPending || undefined}
    >
      {start.isPending ? <Spinner /> : <Pencil aria-hidden="true" />}
      {t('actions.modify')}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import { cartProductCount, isWeighedLine, type Cart } from '@spesa/domain';
import { cn } from '../../../ui';
import { euro } from '../../../lib/format';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-3',
        strong && 'border-t border-line pt-2 text-lg font-extrabold',
      )}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums">{value}</dd>
    </div>
  );
}

/** The locked cart's amounts on the payment step: read only, the cart is being paid. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  // Weighed goods are priced on the weight asked for: the goods and the total are estimates.
  const about = (amount: number) =>
    cart.cartItems.some(isWeighedLine)
      ? t('payment.estimated', { amount: euro(amount) })
      : euro(amount);
  return (
    <dl className="flex flex-col gap-1.5 text-ink">
      <Row
        label={`${t('payment.goods')} (${t('payment.items', { count: cartProductCount(cart.cartItems) })})`}
        value={about(cart.grossTotal)}
      />
      {cart.giftTotal > 0 ? (
        <Row label={t('payment.discounts')} value={`− ${euro(cart.giftTotal)}`} />
      ) : null}
      {cart.packageTotal > 0 ? (
        <Row label={t('payment.packages')} value={euro(cart.packageTotal)} />
      ) : null}
      <Row
        label={t('payment.deliveryFee')}
        value={cart.deliveryFee > 0 ? euro(cart.deliveryFee) : t('payment.deliveryFree')}
      />
      <Row label={t('payment.total')} value={about(cart.totalPrice)} strong />
    </dl>
  );
}

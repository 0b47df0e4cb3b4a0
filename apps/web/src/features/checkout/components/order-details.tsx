import { useTranslation } from 'react-i18next';
import { CalendarClock, CreditCard, Hash, MapPin, ReceiptText, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { paymentOffer, type OrderItem, type OrderSummary, DELIVERY_SERVICE } from '@spesa/domain';
import { euro, longDate } from '../../../lib/format';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl>'s groups hold only <dt> and <dd>: the icon sits inside the term.
    <div className="min-w-0 py-3">
      <dt className="flex items-center gap-3 text-xs font-semibold text-ink-muted uppercase">
        <span aria-hidden="true" className="shrink-0 text-primary [&_svg]:size-5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="pl-8 font-semibold text-ink">{children}</dd>
    </div>
  );
}

/**
 * What the result pages show of an order: number, slot, where, amount and payment.
 * The amount reads «circa» while weighed lines are still to weigh, as on the payment step.
 */
export function OrderDetails({
  order,
}: {
  order: OrderSummary & { items?: readonly OrderItem[] | undefined };
}) {
  const { t } = useTranslation('checkout');
  const pickup = order.deliveryServiceId === DELIVERY_SERVICE.STORE_PICKUP;
  const estimated = (order.items ?? []).some((i) => i.variableWeight && i.finalGrossTotal === null);
  return (
    <dl className="grid divide-y divide-line rounded-2xl border border-line bg-white px-4 sm:grid-cols-2 sm:divide-y-0 sm:px-6">
      <Item icon={<Hash />} label={t('result.orderNumber')}>
        {order.orderId}
        <span className="block text-sm font-normal text-ink-muted">{order.orderStatusDescr}</span>
      </Item>
      <Item icon={<CalendarClock />} label={t('result.when')}>
        {t('result.whenValue', {
          day: longDate(order.deliveryDate),
          from: order.beginTime,
          to: order.endTime,
        })}
      </Item>
      <Item
        icon={pickup ? <Store /> : <MapPin />}
        label={pickup ? t('result.whereStore') : t('result.whereHome')}
      >
        {order.deliveryAddressDescr}
      </Item>
      <Item icon={<ReceiptText />} label={t('result.amount')}>
        {estimated
          ? t('payment.estimated', { amount: euro(order.totalPrice) })
          : euro(order.totalPrice)}
        <span className="block text-sm font-normal text-ink-muted">
          {t('result.items', { count: order.totalItems })}
        </span>
      </Item>
      <Item icon={<CreditCard />} label={t('result.paymentType')}>
        {order.paymentTypeDescr}
        {order.prebilledAmount > 0 && paymentOffer(order.paymentTypeId)?.preAuthorises ? (
          <span className="block text-sm font-normal text-ink-muted">
            {t('result.prebilled')}: {euro(order.prebilledAmount)}
          </span>
        ) : null}
      </Item>
    </dl>
  );
}

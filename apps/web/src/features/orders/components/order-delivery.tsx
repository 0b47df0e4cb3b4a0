import { DELIVERY_SERVICE } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Store, Truck } from 'lucide-react';
import type { Order } from '@spesa/domain';
import { longDate } from '../../../lib/format';
import { Section } from './section';

/** Where and when: the slot and the home address or the pickup point. */
export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const pickup = order.deliveryServiceId === DELIVERY_SERVICE.STORE_PICKUP;
  const note = order.cartInfos.order_comment?.trim();
  return (
    <Section
      title={pickup ? t('detail.pickupTitle') : t('detail.deliveryTitle')}
      icon={pickup ? <Store /> : <Truck />}
    >
      <dl className="flex flex-col gap-3 text-sm">
        <div>
          <dt className="font-semibold text-ink-muted">{t('detail.slot')}</dt>
          <dd className="text-base text-ink">
            {t('card.slot', {
              day: longDate(order.deliveryDate),
              from: order.beginTime,
              to: order.endTime,
            })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-muted">
            {pickup ? t('detail.store') : t('detail.address')}
          </dt>
          <dd className="text-base break-words text-ink">
            {pickup ? t('delivery.pickup') : t('delivery.home')}
            <span className="block text-ink-muted">{order.deliveryAddressDescr}</span>
          </dd>
        </div>
        {note ? (
          <div>
            <dt className="font-semibold text-ink-muted">{t('detail.note')}</dt>
            <dd className="break-words text-ink">{note}</dd>
          </div>
        ) : null}
      </dl>
    </Section>
  );
}

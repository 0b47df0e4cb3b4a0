import { useTranslation } from 'react-i18next';
import { PackageCheck, Store, Truck } from 'lucide-react';
import type { Order } from '@spesa/domain';
import { longDate } from '../../../lib/format';
import { Section } from './section';

const HANDOVER_ICONS = { home: Truck, store: Store, locker: PackageCheck } as const;

/** Where and when: the slot and the home address or the pickup point. */
export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const pickup = order.handover !== 'home';
  const Icon = HANDOVER_ICONS[order.handover];
  const note = order.cartInfos.order_comment?.trim();
  return (
    <Section title={pickup ? t('detail.pickupTitle') : t('detail.deliveryTitle')} icon={<Icon />}>
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
            {t(`delivery.${order.handover}`)}
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

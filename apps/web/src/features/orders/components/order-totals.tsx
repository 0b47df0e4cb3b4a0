import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptText } from 'lucide-react';
import { eurosToCents, isOrderHandedOver, type Order } from '@spesa/domain';
import { cn } from '../../../ui';
import { euro } from '../../../lib/format';
import { Section } from './section';

function Row({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-3 py-1',
        strong && 'mt-1 border-t border-line pt-3 text-lg font-extrabold',
      )}
    >
      <dt className={strong ? 'text-ink' : 'text-ink-muted'}>{label}</dt>
      <dd className="text-ink tabular-nums">{value}</dd>
    </div>
  );
}

/** Packages, adjustments and totals; the total reads as estimated until weighed goods are weighed. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const estimated = order.items.some((i) => i.variableWeight && i.finalGrossTotal === null);
  // Delivered, whole or in part: the total is final, and what was paid of it is known.
  const final = isOrderHandedOver(order.orderStatusId);
  const due = Math.max(0, eurosToCents(order.totalPrice) - eurosToCents(order.paid)) / 100;
  return (
    <Section title={t('detail.totals')} icon={<ReceiptText />}>
      {order.orderPackages.length > 0 ? (
        <div className="mb-3">
          <h3 className="text-sm font-bold text-ink">{t('detail.packages')}</h3>
          <dl className="text-sm">
            {order.orderPackages.map((p) => (
              <Row
                key={p.orderPackageId}
                label={
                  <>
                    {p.descr}{' '}
                    <span className="text-ink-subtle">
                      ({t('detail.packageLine', { quantity: p.quantity, cost: euro(p.cost) })})
                    </span>
                  </>
                }
                value={euro(p.totalPrice)}
              />
            ))}
          </dl>
        </div>
      ) : null}
      {order.orderAdjustments.length > 0 ? (
        <div className="mb-3">
          <h3 className="text-sm font-bold text-ink">{t('detail.adjustments')}</h3>
          <dl className="text-sm">
            {order.orderAdjustments.map((a) => (
              <Row key={a.code} label={a.description} value={euro(a.amount)} />
            ))}
          </dl>
        </div>
      ) : null}
      <dl>
        <Row label={t('detail.itemsTotal')} value={euro(order.grossTotal)} />
        {/* The packages' own list above already shows them one by one. */}
        {order.packageTotal > 0 && order.orderPackages.length === 0 ? (
          <Row label={t('detail.packageTotal')} value={euro(order.packageTotal)} />
        ) : null}
        <Row label={t('detail.deliveryFee')} value={euro(order.deliveryFee)} />
        {order.giftTotal > 0 ? (
          <Row label={t('detail.giftTotal')} value={`−${euro(order.giftTotal)}`} />
        ) : null}
        {order.waived > 0 ? (
          <Row label={t('detail.waived')} value={`−${euro(order.waived)}`} />
        ) : null}
        <Row
          label={estimated ? t('detail.totalEstimated') : t('detail.total')}
          value={euro(order.totalPrice)}
          strong
        />
        {final ? <Row label={t('detail.paid')} value={euro(order.paid)} /> : null}
        {final && due > 0 ? <Row label={t('detail.due')} value={euro(due)} /> : null}
      </dl>
      {estimated ? (
        <p className="mt-2 text-sm text-ink-muted">{t('detail.estimatedHint')}</p>
      ) : null}
      {order.waived > 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          {t('detail.waivedHint', { amount: euro(order.waived) })}
        </p>
      ) : null}
      {order.loyaltyPoints > 0 ? (
        <p className="mt-2 text-sm font-medium text-ink">
          {t('detail.loyaltyPoints', { count: order.loyaltyPoints })}
        </p>
      ) : null}
    </Section>
  );
}

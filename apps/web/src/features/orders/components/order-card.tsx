import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarClock, ChevronRight, CreditCard, MapPin, Store, UserRound } from 'lucide-react';
import type { OrderListItem } from '@spesa/domain';
import { orderPath } from '../../../config/paths';
import { AppLink } from '../../../lib/navigation';
import { euro, italianDate, longDate } from '../../../lib/format';
import { AgentFlag } from './agent-flag';
import { StatusBadge } from './status-badge';

/**
 * One order of My orders: number, date, slot, where, status, total and payment
 * (issue 11); for a master account's managed people, whose order it is, and
 * no way into an order that order/view only shows to its own shopper.
 */
export function OrderCard({
  order,
  person,
  linked = true,
}: {
  order: OrderListItem;
  person?: string;
  linked?: boolean;
}) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const pickup = order.handover !== 'home';
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {linked ? (
              <AppLink
                to={orderPath(order.orderId)}
                className="underline-offset-4 hover:text-primary hover:underline"
              >
                {t('card.number', { orderId: order.orderId })}
              </AppLink>
            ) : (
              t('card.number', { orderId: order.orderId })
            )}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('card.placedOn', { date: italianDate(order.addDate) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {order.placedByAgent ? <AgentFlag /> : null}
          <StatusBadge statusId={order.orderStatusId} descr={order.orderStatusDescr} />
        </div>
      </header>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {person ? (
          <div className="flex items-start gap-2 sm:col-span-2">
            <dt className="shrink-0 pt-0.5 text-primary">
              <UserRound aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('people.personLabel')}</span>
            </dt>
            <dd className="font-semibold text-ink">{person}</dd>
          </div>
        ) : null}
        <div className="flex items-start gap-2">
          <dt className="shrink-0 pt-0.5 text-primary">
            <CalendarClock aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('card.slotLabel')}</span>
          </dt>
          <dd className="text-ink">
            {t('card.slot', {
              day: longDate(order.deliveryDate),
              from: order.beginTime,
              to: order.endTime,
            })}
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="shrink-0 pt-0.5 text-primary">
            {pickup ? (
              <Store aria-hidden="true" className="size-4" />
            ) : (
              <MapPin aria-hidden="true" className="size-4" />
            )}
            <span className="sr-only">{t('card.whereLabel')}</span>
          </dt>
          <dd className="min-w-0 text-ink">
            <span className="font-semibold">{t(`delivery.${order.handover}`)}</span>
            <span className="block break-words text-ink-muted">{order.deliveryAddressDescr}</span>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="shrink-0 pt-0.5 text-primary">
            <CreditCard aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('card.payment')}</span>
          </dt>
          <dd className="text-ink">{order.paymentTypeDescr}</dd>
        </div>
      </dl>

      <footer className="mt-auto flex flex-wrap items-end justify-between gap-3 border-t border-line pt-3">
        <p className="text-sm text-ink-muted">
          {t('card.total')}{' '}
          <span className="text-xl font-extrabold text-ink tabular-nums">
            {euro(order.totalPrice)}
          </span>
          <span className="ml-2">· {t('card.items', { count: order.totalItems })}</span>
        </p>
        {linked ? (
          <AppLink
            to={orderPath(order.orderId)}
            aria-label={t('card.detailsOf', { orderId: order.orderId })}
            className="inline-flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-primary hover:bg-primary-soft"
          >
            {t('card.details')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </AppLink>
        ) : null}
      </footer>
    </article>
  );
}

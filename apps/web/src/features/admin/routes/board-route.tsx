import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, PackageOpen } from 'lucide-react';
import { HANDOVER_LABELS, isOrderClosed, type BoardOrder } from '@spesa/domain';
import { Skeleton } from '../../../ui';
import { adminOrderPath } from '../../../config/paths';
import { useBoard } from '../api/staff';
import { LoadFailed } from '../components/load-failed';
import { StaffLayout } from '../components/staff-layout';
import { StatusPill } from '../components/status-pill';
import { dayLabel, euro, kg } from '../model';

function groupBy<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups];
}

function OrderRow({ order }: { order: BoardOrder }) {
  const { t } = useTranslation('staff');
  return (
    <li>
      {/* Named by what it shows (number, customer, status …), so voice control finds it by any of it. */}
      <Link
        to={adminOrderPath(order.orderId)}
        className="grid grid-cols-[1fr_auto] items-center @max-2xs/page:grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-1 rounded-xl border border-line bg-white px-4 py-3 hover:border-primary focus-visible:outline-3 focus-visible:outline-primary lg:grid-cols-[7rem_1fr_10rem_9rem_8rem_auto]"
      >
        <span className="font-extrabold text-ink">
          {t('board.orderNumber', { id: order.orderId })}
        </span>
        <span className="justify-self-end lg:order-last">
          <ChevronRight aria-hidden className="size-5 text-ink-muted" />
        </span>
        <span className="min-w-0 text-sm">
          <span className="block truncate font-semibold text-ink">{order.customerName}</span>
          <span className="block truncate text-ink-muted">
            {HANDOVER_LABELS[order.handover]}
            {order.deliveryAddressDescr ? `: ${order.deliveryAddressDescr}` : ''}
          </span>
        </span>
        <span>
          <StatusPill statusId={order.orderStatusId} label={order.orderStatusDescr} />
        </span>
        <span className="text-sm text-ink">
          {t('board.lines', { count: order.lines })}
          {order.weightToPick > 0 ? (
            <span className="block text-ink-muted">
              {t('board.toWeigh', { weight: kg(order.weightToPick) })}
            </span>
          ) : null}
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-ink tabular-nums">
            {euro(order.finalTotal ?? order.totalPrice)}
          </span>
          <span className="block text-ink-muted">{t(`payment.${order.paymentState}`)}</span>
        </span>
      </Link>
    </li>
  );
}

/** The day after an ISO date, as an ISO date. */
const dayAfter = (iso: string): string => {
  const day = new Date(`${iso}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** Today, then tomorrow, or the next delivery day when a holiday comes between. */
const dayHeading = (dates: string[], index: number) =>
  index === 0
    ? 'board.today'
    : dates[index] === dayAfter(dates[0] ?? '')
      ? 'board.tomorrow'
      : 'board.nextDay';

/** /admin: the store's orders of today and of the next delivery day, by slot. */
export function BoardRoute() {
  const { t } = useTranslation('staff');
  const board = useBoard();
  return (
    <StaffLayout title={t('board.title')}>
      {board.isPending ? (
        <div role="status" className="space-y-3" aria-busy="true" aria-label={t('board.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : board.isError ? (
        <LoadFailed message={board.error.message} onRetry={() => void board.refetch()} />
      ) : (
        <>
          {board.data.storeName ? (
            <p className="-mt-2 mb-4 text-ink-muted">{board.data.storeName}</p>
          ) : null}
          {board.data.dates.map((date, index) => {
            const orders = board.data.orders.filter((o) => o.deliveryDate === date);
            // Handed over or not collected: nothing left to prepare, still at hand for a refund.
            const toPrepare = orders.filter((o) => !isOrderClosed(o.orderStatusId));
            const closed = orders.filter((o) => isOrderClosed(o.orderStatusId));
            return (
              <section key={date} className="mb-6" aria-labelledby={`giorno-${date}`}>
                <h2 id={`giorno-${date}`} className="mb-2 text-lg font-bold text-ink">
                  {t(dayHeading(board.data.dates, index))},{' '}
                  <span className="font-normal">{dayLabel(date)}</span>
                </h2>
                {toPrepare.length === 0 ? (
                  <p className="flex items-center gap-2 rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
                    <PackageOpen aria-hidden className="size-5" />
                    {t(orders.length === 0 ? 'board.empty' : 'board.noneToPrepare')}
                  </p>
                ) : (
                  groupBy(toPrepare, (o) => `${o.beginTime}–${o.endTime}`).map(([slot, inSlot]) => {
                    const headingId = `fascia-${date}-${inSlot[0]!.beginTime}`;
                    return (
                      <div key={slot} className="mb-3">
                        <h3 id={headingId} className="mb-1.5 text-sm font-bold text-ink-muted">
                          {t('board.slot', { slot, count: inSlot.length })}
                        </h3>
                        <ul className="space-y-2" aria-labelledby={headingId}>
                          {inSlot.map((order) => (
                            <OrderRow key={order.orderId} order={order} />
                          ))}
                        </ul>
                      </div>
                    );
                  })
                )}
                {closed.length > 0 ? (
                  <div className="mt-4">
                    <h3 id={`chiusi-${date}`} className="mb-1.5 text-sm font-bold text-ink-muted">
                      {t('board.closed')}
                    </h3>
                    <ul className="space-y-2" aria-labelledby={`chiusi-${date}`}>
                      {closed.map((order) => (
                        <OrderRow key={order.orderId} order={order} />
                      ))}
                    </ul>
                  </div>
                ) : null}
              </section>
            );
          })}
        </>
      )}
    </StaffLayout>
  );
}

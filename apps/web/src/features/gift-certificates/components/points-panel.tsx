import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { LOYALTY, formatEuro, formatPoints, type LoyaltyMovement } from '@spesa/domain';
import { orderPath } from '../../../config/paths';
import { AppLink } from '../../../lib/navigation';
import { Alert, Button, Skeleton, cn } from '../../../ui';
import { useUserPoints } from '../api/get-user-points';
import { italianDate } from '../../../lib/format';

/** One change of the balance: what it was, when, and the points it added or took. */
function MovementRow({ movement }: { movement: LoyaltyMovement }) {
  const { t } = useTranslation('giftCertificates');
  const amount = {
    count: Math.abs(movement.points),
    formatted: formatPoints(Math.abs(movement.points)),
  };
  return (
    <li className="flex items-center justify-between gap-4 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{movement.description}</p>
        <p className="text-sm text-ink-muted">{italianDate(movement.date)}</p>
        {movement.orderId !== null ? (
          <AppLink
            to={orderPath(movement.orderId)}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline hover:text-primary-dark"
          >
            {t('points.order', { orderId: movement.orderId })}
          </AppLink>
        ) : null}
      </div>
      <p
        className={cn(
          'shrink-0 text-right font-extrabold tabular-nums',
          movement.points >= 0 ? 'text-secondary-dark' : 'text-ink',
        )}
      >
        {t(movement.points >= 0 ? 'points.added' : 'points.spent', amount)}
      </p>
    </li>
  );
}

/** The LOYALTY balance, the points on their way and the movements that make the balance. */
export function PointsPanel() {
  const { t } = useTranslation('giftCertificates');
  const query = useUserPoints();

  if (query.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );

  if (query.isError)
    return (
      <Alert variant="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{t('points.loadError')}</span>
        <Button size="sm" variant="outline-neutral" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );

  const { balance, reserved, history } = query.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4 rounded-2xl bg-accent/15 p-5">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-white text-warning shadow-sm">
          <Star aria-hidden="true" className="size-7" />
        </span>
        <div>
          <p className="text-sm font-semibold text-ink-muted">{t('points.balance')}</p>
          <p className="text-3xl font-extrabold text-ink tabular-nums">
            {t('points.count', { count: balance, formatted: formatPoints(balance) })}
          </p>
          {reserved > 0 ? (
            <p className="mt-1 text-sm text-ink">
              {t('points.reserved', { count: reserved, formatted: formatPoints(reserved) })}
            </p>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-ink-muted">
        {t('points.rule', {
          count: LOYALTY.pointsPerEuro,
          every: formatPoints(LOYALTY.voucherEveryPoints),
          voucher: formatEuro(LOYALTY.voucherCents),
        })}
      </p>
      <section aria-labelledby="points-history-title">
        <h3 id="points-history-title" className="text-lg font-bold text-ink">
          {t('points.historyTitle')}
        </h3>
        {history.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('points.empty')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-white">
            {history.map((movement) => (
              <MovementRow key={movement.movementId} movement={movement} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { onFirstUse, type StaffOrder, SHOP_TIME_ZONE } from '@spesa/domain';
import { Alert, Button } from '../../../ui';

const timeFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);

const REASONS = [
  'not_found',
  'invalid_state',
  'invalid_amount',
  'no_kept_card',
  'idempotency_conflict',
  'gateway_error',
] as const;
type Reason = (typeof REASONS)[number];
const isReason = (code: string | null): code is Reason =>
  code !== null && (REASONS as readonly string[]).includes(code);

export interface CaptureStatusProps {
  order: StaffOrder;
  /** The manager may charge again; a picker reads who can. */
  mayRetry: boolean;
  busy: boolean;
  onRetry: () => void;
}

/**
 * A handed-over order whose card charge did not go through: where the capture
 * job stands (its next attempt, under way, given up) and why the gateway said
 * no. The retry is the manager's.
 */
export function CaptureStatus({ order, mayRetry, busy, onRetry }: CaptureStatusProps) {
  const { t } = useTranslation('staff');
  if (!order.captureDue) return null;
  const retry = order.captureRetry;
  const state =
    retry?.state === 'retrying' && retry.nextAttemptAt
      ? t('capture.retrying', {
          time: timeFormat().format(new Date(retry.nextAttemptAt)),
          attempts: retry.attempts,
          max: retry.maxAttempts,
        })
      : retry?.state === 'running'
        ? t('capture.running')
        : retry && retry.attempts > 0
          ? t('capture.failed', { count: retry.attempts })
          : t('capture.failedNoAttempt');
  const reason = retry?.lastError ?? null;
  return (
    <Alert variant={retry?.state === 'failed' ? 'error' : 'warning'} className="mt-3">
      <div className="space-y-1">
        <p>{state}</p>
        {isReason(reason) ? (
          <p>{t('capture.reason', { reason: t(`capture.reasons.${reason}`) })}</p>
        ) : null}
        {mayRetry ? (
          <Button variant="outline" size="sm" className="mt-1" disabled={busy} onClick={onRetry}>
            {t('capture.retry')}
          </Button>
        ) : (
          <p className="text-sm">{t('capture.managerOnly')}</p>
        )}
      </div>
    </Alert>
  );
}

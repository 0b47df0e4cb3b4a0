import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type StaffNextStatus, type StaffOrder } from '@spesa/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert } from '../../../ui';
import { dayLabel, euro } from '../model';

/** The statuses that hand the goods over (or say they were not collected). */
const HANDOVER_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.IN_DELIVERY,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
  ORDER_STATUS.NOT_COLLECTED,
]);

/** Delivered charges the card or the customer pays at the door: the money is said first. */
const CHARGING_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.PARTIALLY_DELIVERED,
]);

/**
 * A handover that moves money, or one on another day than the order's slot,
 * is confirmed first: a wrong press charges a card or sends out the wrong order.
 */
export const needsHandoverConfirmation = (order: StaffOrder, statusId: number): boolean =>
  CHARGING_STATUSES.has(statusId) || (HANDOVER_STATUSES.has(statusId) && !order.slotIsToday);

/** Where the amount goes in the translated sentence. */
const AMOUNT_MARK = '\u0000';

/** What happens to the money: the server's total, what the card is charged (the console computes none). */
function MoneyLine({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff');
  const key =
    order.order.paymentState === 'authorized'
      ? 'handover.charge'
      : order.order.paymentState === 'to_collect'
        ? 'handover.collect'
        : null;
  if (!key) return null;
  // The amount in bold inside the sentence, without react-i18next's <Trans> and the
  // HTML parser it brings into the libraries' chunk every page loads first.
  const [before, after] = t(key, { amount: AMOUNT_MARK }).split(AMOUNT_MARK);
  return (
    <p>
      {before}
      <strong className="tabular-nums">{euro(order.money.total)}</strong>
      {after}
    </p>
  );
}

export interface HandoverConfirmProps {
  order: StaffOrder;
  /** The status chosen, or null when the dialog is closed. */
  next: StaffNextStatus | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function HandoverConfirm({ order, next, busy, onConfirm, onCancel }: HandoverConfirmProps) {
  const { t } = useTranslation('staff');
  return (
    <ConfirmDialog
      open={next !== null}
      title={next ? t('handover.title', { label: next.label }) : ''}
      message={
        <div className="flex flex-col gap-3">
          {!order.slotIsToday ? (
            <Alert variant="warning">
              {t('handover.otherDay', { day: dayLabel(order.order.deliveryDate) })}
            </Alert>
          ) : null}
          {next && CHARGING_STATUSES.has(next.orderStatusId) ? <MoneyLine order={order} /> : null}
        </div>
      }
      confirmLabel={next ? next.label : ''}
      cancelLabel={t('handover.cancel')}
      pending={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

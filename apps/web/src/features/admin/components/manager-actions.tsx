import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw, Undo2 } from 'lucide-react';
import type { StaffOrder } from '@spesa/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../ui';
import { euro } from '../model';

export interface ManagerActionsProps {
  order: StaffOrder;
  /** The signed-in role's rights (staffMay): a picker has neither, and sees nothing. */
  mayRefund: boolean;
  mayReopen: boolean;
  busy: boolean;
  onRefund: () => void;
  onReopen: () => void;
}

/**
 * What only a manager may do to an order (staffMay): refund a handed-over
 * card order, once confirmed with the amount, and reopen one that is ready or
 * on its way. Each shows only when the role may and the order allows it.
 */
export function ManagerActions({
  order,
  mayRefund,
  mayReopen,
  busy,
  onRefund,
  onReopen,
}: ManagerActionsProps) {
  const { t } = useTranslation('staff');
  const [confirming, setConfirming] = useState(false);
  const refund = mayRefund && order.refundable;
  const reopen = mayReopen && order.reopenable;
  if (!refund && !reopen) return null;
  return (
    <section aria-labelledby="responsabile" className="rounded-xl border border-line bg-white p-4">
      <h2 id="responsabile" className="mb-2 font-bold text-ink">
        {t('manager.title')}
      </h2>
      <div className="space-y-3">
        {reopen ? (
          <div>
            <Button variant="outline-neutral" size="sm" disabled={busy} onClick={onReopen}>
              <Undo2 aria-hidden />
              {t('manager.reopen')}
            </Button>
            <p className="mt-1 text-sm text-ink-muted">{t('manager.reopenHint')}</p>
          </div>
        ) : null}
        {refund ? (
          <div>
            <Button variant="outline" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
              <RotateCcw aria-hidden />
              {t('manager.refund')}
            </Button>
            <p className="mt-1 text-sm text-ink-muted">{t('manager.refundHint')}</p>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('refundDialog.title')}
        message={
          <div className="flex flex-col gap-3">
            <p>{t('refundDialog.amount', { amount: euro(order.money.captured) })}</p>
            <p>{t('refundDialog.loyalty')}</p>
          </div>
        }
        confirmLabel={t('refundDialog.confirm')}
        cancelLabel={t('refundDialog.cancel')}
        pending={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRefund();
        }}
      />
    </section>
  );
}

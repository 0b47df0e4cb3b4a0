import { useTranslation } from 'react-i18next';
import { Store, Truck } from 'lucide-react';
import type { CartTimeslot } from '@spesa/domain';
import { useDeliveryFee } from '../api/get-delivery-fee';
import { euro } from '../../../lib/format';

/** The fee of the chosen slot (delivery-fee/view), under the delivery box. */
export function DeliveryFeeNote({
  timeslot,
  pickup,
}: {
  timeslot: CartTimeslot | null;
  /** Pickup at a store or locker: the fee is the pickup service's. */
  pickup: boolean;
}) {
  const { t } = useTranslation('checkout');
  const fee = useDeliveryFee(timeslot ? `${timeslot.date}/${timeslot.timeslotId}` : null);
  if (!timeslot || fee.isPending) return null;
  if (fee.isError) return <p className="mt-3 text-sm text-ink-muted">{t('fee.error')}</p>;
  return (
    <p className="mt-3 flex items-center gap-2 rounded-xl bg-surface-muted px-3 py-2 text-sm font-semibold text-ink">
      {pickup ? (
        <Store aria-hidden="true" className="size-4 shrink-0 text-secondary" />
      ) : (
        <Truck aria-hidden="true" className="size-4 shrink-0 text-secondary" />
      )}
      {fee.data.deliveryFee > 0
        ? t(pickup ? 'fee.pickupAmount' : 'fee.amount', { amount: euro(fee.data.deliveryFee) })
        : t(pickup ? 'fee.pickupFree' : 'fee.free')}
    </p>
  );
}

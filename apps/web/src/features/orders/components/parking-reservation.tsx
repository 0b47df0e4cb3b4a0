import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Car } from 'lucide-react';
import { api } from '../../../lib/api';
import { DialogFrame } from '../../../components/dialog-frame';
import { Button, DialogBody, DialogDescription, DialogFooter, Spinner } from '../../../ui';
import { useReserveParking } from '../api/reserve-parking';

/**
 * The shopper's position is not asked for: the reservation is sent as from
 * the pickup point (distance 0), and the button says so.
 */
const DISTANCE_AT_STORE = 0;

/** 'Prenota parcheggio' (docs/rules/orders.md Parking reservation): toast on success, a dialog otherwise. */
export function ParkingReservation({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const reserve = useReserveParking();
  const [problem, setProblem] = useState<{ title: string; text: string } | null>(null);

  const onReserve = () =>
    reserve.mutate(
      { orderId, distance: DISTANCE_AT_STORE },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'reserved')
            api.notify({ kind: 'success', text: outcome.info, code: 'parking.reserved' });
          else if (outcome.kind === 'refused')
            setProblem({ title: t('parking.warningTitle'), text: outcome.error });
          else setProblem({ title: t('parking.errorTitle'), text: t('parking.unexpected') });
        },
      },
    );

  return (
    <>
      <div className="flex flex-col gap-1">
        <Button
          variant="outline"
          onClick={onReserve}
          disabled={reserve.isPending}
          aria-busy={reserve.isPending || undefined}
          aria-describedby={`parking-hint-${orderId}`}
        >
          {reserve.isPending ? <Spinner /> : <Car aria-hidden="true" />}
          {t('parking.reserve')}
        </Button>
        <p id={`parking-hint-${orderId}`} className="text-sm text-ink-muted">
          {t('parking.hint')}
        </p>
      </div>
      <DialogFrame
        open={problem !== null}
        onClose={() => setProblem(null)}
        className="max-w-[400px]"
        title={problem?.title}
        titleClassName="text-lg"
      >
        <DialogBody>
          <DialogDescription className="text-base text-ink">{problem?.text}</DialogDescription>
        </DialogBody>
        <DialogFooter>
          <Button onClick={() => setProblem(null)}>{t('parking.ok')}</Button>
        </DialogFooter>
      </DialogFrame>
    </>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickLine } from '@spesa/domain';
import { Alert, Button, Label, Spinner } from '../../../ui';
import { useAlternatives, type StaffChange } from '../api/staff';
import { euro } from '../model';

interface Props {
  orderId: number;
  line: PickLine;
  busy: boolean;
  onChange: (change: StaffChange) => Promise<unknown>;
  /** `substituted`: the line now has its substitute. */
  onClose: (substituted: boolean) => void;
}

/** The similar products the warehouse has for a line whose alternatives the shopper accepted. */
export function SubstitutePicker({ orderId, line, busy, onChange, onClose }: Props) {
  const { t } = useTranslation('staff');
  const id = useId();
  const alternatives = useAlternatives(orderId, line.orderItemId);
  const [chosen, setChosen] = useState('');
  if (alternatives.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> {t('substitute.searching')}
      </p>
    );
  if (alternatives.isError) return <Alert variant="error">{alternatives.error.message}</Alert>;
  if (alternatives.data.length === 0)
    return (
      <Alert variant="info">
        <div>
          {t('substitute.none')}
          {/* Focus comes here from «Sostituisci», which this picker replaced. */}
          <Button variant="link" className="ml-2" onClick={() => onClose(false)} autoFocus>
            {t('substitute.close')}
          </Button>
        </div>
      </Alert>
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen)
          void onChange({
            kind: 'substitute',
            orderItemId: line.orderItemId,
            productId: Number(chosen),
          }).then(
            () => onClose(true),
            () => undefined,
          );
      }}
    >
      {/* A line of its own on a phone: the products' names are what the picker reads. */}
      <div className="w-full min-w-0 sm:w-auto sm:flex-1">
        <Label htmlFor={`${id}-product`}>{t('substitute.label')}</Label>
        <select
          id={`${id}-product`}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          // Focus comes here from «Sostituisci», which this picker replaced.
          autoFocus
          className="block min-h-12 w-full rounded-lg border border-line-strong bg-white px-3 text-base text-ink"
        >
          <option value="">{t('substitute.choose')}</option>
          {alternatives.data.map((a) => (
            <option key={a.productId} value={a.productId}>
              {t('substitute.option', { name: a.name, brand: a.brand, price: euro(a.charged) })}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy || !chosen}>
        {t('substitute.submit')}
      </Button>
      <Button variant="ghost" onClick={() => onClose(false)}>
        {t('substitute.cancel')}
      </Button>
    </form>
  );
}

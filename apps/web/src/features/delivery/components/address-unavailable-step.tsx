import { useTranslation } from 'react-i18next';
import { MapPinOff, Pencil, Plus } from 'lucide-react';
import { Button } from '../../../ui';
import type { AddressEditModel } from '../hooks/use-address-edit';

/** Home delivery does not reach the address: add another one, or change this one. */
export function AddressUnavailableStep({
  edit,
  typedAddress,
}: {
  edit: AddressEditModel;
  typedAddress: string;
}) {
  const { t } = useTranslation('delivery');
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-4 py-3 text-ink">
        <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        {typedAddress}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={edit.restart}>
          <Plus aria-hidden="true" />
          {t('edit.addAnother')}
        </Button>
        <Button variant="outline-neutral" size="lg" onClick={edit.modify}>
          <Pencil aria-hidden="true" />
          {t('edit.modify')}
        </Button>
      </div>
    </div>
  );
}

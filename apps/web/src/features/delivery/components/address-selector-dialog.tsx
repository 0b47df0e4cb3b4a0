import { useTranslation } from 'react-i18next';
import type { AddressSelectorResult } from '../../../lib/checkout';
import { lazyPart } from '../../../ui';
import { SelectorDialog } from './selector-dialog';

const AddressSelector = lazyPart(
  () => import('./address-selector'),
  (m) => m.AddressSelector,
);

/** The optional content category of the selector (docs/rules/delivery-and-slots.md: optional category title and description). */
export const ADDRESS_CONTENT_SLUG = 'address-selector';

export interface AddressSelectorDialogProps {
  open: boolean;
  onResult: (result: AddressSelectorResult) => void;
}

/** The address selector as a dialog, max width 700 (docs/rules/delivery-and-slots.md). */
export function AddressSelectorDialog({ open, onResult }: AddressSelectorDialogProps) {
  const { t } = useTranslation('delivery');
  return (
    <SelectorDialog
      open={open}
      onCancel={() => onResult('cancel')}
      contentSlug={ADDRESS_CONTENT_SLUG}
      fallbackTitle={t('selector.title')}
      fallbackDescription={t('selector.description')}
      widthClassName="max-w-[700px]"
    >
      <AddressSelector
        onChosen={() => onResult('setTimeslot')}
        onLeave={() => onResult('cancel')}
      />
    </SelectorDialog>
  );
}

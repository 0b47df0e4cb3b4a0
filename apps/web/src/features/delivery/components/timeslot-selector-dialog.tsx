import { useTranslation } from 'react-i18next';
import type { TimeslotSelectorResult } from '../../../lib/checkout';
import { lazyPart } from '../../../ui';
import { SelectorDialog } from './selector-dialog';

const TimeslotSelector = lazyPart(
  () => import('./timeslot-selector'),
  (m) => m.TimeslotSelector,
);

/** The content category whose title and description head the dialog (docs/rules/delivery-and-slots.md). */
export const TIMESLOT_CONTENT_SLUG = 'timeslot-selector';

export interface TimeslotSelectorDialogProps {
  open: boolean;
  onResult: (result: TimeslotSelectorResult) => void;
}

/** The timeslot selector as a dialog, max width 750 (docs/rules/delivery-and-slots.md). */
export function TimeslotSelectorDialog({ open, onResult }: TimeslotSelectorDialogProps) {
  const { t } = useTranslation('delivery');
  return (
    <SelectorDialog
      open={open}
      onCancel={() => onResult('cancel')}
      contentSlug={TIMESLOT_CONTENT_SLUG}
      fallbackTitle={t('timeslot.title')}
      fallbackDescription={t('timeslot.description')}
      widthClassName="max-w-[750px]"
    >
      <TimeslotSelector
        onSubmit={() => onResult('submit')}
        onChangeAddress={() => onResult('setAddress')}
      />
    </SelectorDialog>
  );
}

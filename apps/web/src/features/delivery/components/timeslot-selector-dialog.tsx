import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '../../../ui';
import { useContentCategory } from '../api/get-content-category';
import { restoreFocusAfterDialog } from '../dialog-store';
import type { TimeslotSelectorResult } from '../checkout-flow';

const TimeslotSelector = lazy(() =>
  import('./timeslot-selector').then((m) => ({ default: m.TimeslotSelector })),
);

/** The content category whose title and description head the dialog (SPEC §2). */
export const TIMESLOT_CONTENT_SLUG = 'timeslot-selector';

export interface TimeslotSelectorDialogProps {
  open: boolean;
  onResult: (result: TimeslotSelectorResult) => void;
}

/** The timeslot selector as a dialog, max width 750 (SPEC §9). */
export function TimeslotSelectorDialog({ open, onResult }: TimeslotSelectorDialogProps) {
  const { t } = useTranslation('delivery');
  const { t: tCommon } = useTranslation('common');
  const content = useContentCategory(TIMESLOT_CONTENT_SLUG, { enabled: open });
  const title = content.data?.title || t('timeslot.title');
  const description = content.data?.description || t('timeslot.description');

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onResult('cancel'))}>
      <DialogContent
        className="max-w-[750px]"
        closeLabel={tCommon('close')}
        onCloseAutoFocus={restoreFocusAfterDialog}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody className="sm:px-6">
          <DialogDescription className="mb-4 text-base">{description}</DialogDescription>
          <Suspense fallback={<Skeleton className="h-64" />}>
            <TimeslotSelector
              onSubmit={() => onResult('submit')}
              onChangeAddress={() => onResult('setAddress')}
            />
          </Suspense>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

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
import type { AddressSelectorResult } from '../checkout-flow';

const AddressSelector = lazy(() =>
  import('./address-selector').then((m) => ({ default: m.AddressSelector })),
);

/** The optional content category of the selector (SPEC §2: optional category title and description). */
export const ADDRESS_CONTENT_SLUG = 'address-selector';

export interface AddressSelectorDialogProps {
  open: boolean;
  onResult: (result: AddressSelectorResult) => void;
}

/** The address selector as a dialog, max width 700 (SPEC §9). */
export function AddressSelectorDialog({ open, onResult }: AddressSelectorDialogProps) {
  const { t } = useTranslation('delivery');
  const { t: tCommon } = useTranslation('common');
  const content = useContentCategory(ADDRESS_CONTENT_SLUG, { enabled: open });
  const title = content.data?.title || t('selector.title');
  const description = content.data?.description || t('selector.description');

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onResult('cancel'))}>
      <DialogContent
        className="max-w-[700px]"
        closeLabel={tCommon('close')}
        onCloseAutoFocus={restoreFocusAfterDialog}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogBody className="sm:px-6">
          <DialogDescription className="mb-4 text-base">{description}</DialogDescription>
          <Suspense fallback={<Skeleton className="h-64" />}>
            <AddressSelector onChosen={() => onResult('setTimeslot')} />
          </Suspense>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

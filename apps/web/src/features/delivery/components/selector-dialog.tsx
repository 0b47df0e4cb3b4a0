import { Suspense, type ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import { DialogBody, DialogDescription, Skeleton } from '../../../ui';
import { useContentCategory } from '../api/get-content-category';
import { restoreFocusAfterDialog } from '../../../lib/checkout';

export interface SelectorDialogProps {
  open: boolean;
  onCancel: () => void;
  /** The content category whose title and description head the dialog, when it has them (docs/rules/delivery-and-slots.md). */
  contentSlug: string;
  fallbackTitle: string;
  fallbackDescription: string;
  /** The maximum width of this selector (docs/rules/shop-shell.md). */
  widthClassName: string;
  /** The lazily loaded selector. */
  children: ReactNode;
}

/** A delivery selector in a dialog: the content category's texts, then the selector once loaded. */
export function SelectorDialog({
  open,
  onCancel,
  contentSlug,
  fallbackTitle,
  fallbackDescription,
  widthClassName,
  children,
}: SelectorDialogProps) {
  const content = useContentCategory(contentSlug, { enabled: open });
  const title = content.data?.title || fallbackTitle;
  const description = content.data?.description || fallbackDescription;

  return (
    <DialogFrame
      open={open}
      onClose={onCancel}
      className={widthClassName}
      onCloseAutoFocus={restoreFocusAfterDialog}
      title={title}
    >
      <DialogBody className="sm:px-6">
        <DialogDescription className="mb-4 text-base">{description}</DialogDescription>
        <Suspense fallback={<Skeleton className="h-64" />}>{children}</Suspense>
      </DialogBody>
    </DialogFrame>
  );
}

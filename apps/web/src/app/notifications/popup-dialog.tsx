import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { ClientMessage } from '../../lib/api';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../ui';

export interface PopupDialogProps {
  /** The message shown; none when the queue is empty (the dialog closes). */
  message: ClientMessage | undefined;
  onDismiss: () => void;
}

/** A message popup: a warning dialog closed by its 'OK' or the close button. */
export function PopupDialog({ message, onDismiss }: PopupDialogProps) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  return (
    <Dialog open={message !== undefined} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      {message ? (
        <DialogContent className="max-w-[440px]" closeLabel={tCommon('close')}>
          <DialogHeader className="gap-3">
            <TriangleAlert aria-hidden="true" className="size-6 text-warning" />
            <DialogTitle>{t('popupTitle')}</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <DialogDescription className="text-base text-ink">{message.text}</DialogDescription>
          </DialogBody>
          <DialogFooter>
            <Button onClick={onDismiss}>{tCommon('ok')}</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

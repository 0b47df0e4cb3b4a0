import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import type { ClientMessage } from '../../lib/api';
import { DialogFrame } from '../../components/dialog-frame';
import { Button, DialogBody, DialogDescription, DialogFooter } from '../../ui';

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
    <DialogFrame
      open={message !== undefined}
      onClose={onDismiss}
      className="max-w-[440px]"
      icon={<TriangleAlert aria-hidden="true" className="size-6 text-warning" />}
      title={t('popupTitle')}
    >
      <DialogBody>
        <DialogDescription className="text-base text-ink">{message?.text}</DialogDescription>
      </DialogBody>
      <DialogFooter>
        <Button onClick={onDismiss}>{tCommon('ok')}</Button>
      </DialogFooter>
    </DialogFrame>
  );
}

import { useSyncExternalStore } from 'react';
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

let queue: ClientMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Raises a message as a popup dialog (codes in brand.config.popupMessageCodes, SPEC §8). */
export function showPopup(message: ClientMessage): void {
  queue = [...queue, message];
  emit();
}

function dismissFirst(): void {
  queue = queue.slice(1);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Shows queued popup messages one at a time. */
export function MessagePopupHost() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation('common');
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  return (
    <Dialog
      open={current !== undefined}
      onOpenChange={(open) => (open ? undefined : dismissFirst())}
    >
      {current ? (
        <DialogContent className="max-w-[440px]" closeLabel={tCommon('close')}>
          <DialogHeader className="gap-3">
            <TriangleAlert aria-hidden="true" className="size-6 text-warning" />
            <DialogTitle>{t('popupTitle')}</DialogTitle>
          </DialogHeader>
          <DialogBody>
            <DialogDescription className="text-base text-ink">{current.text}</DialogDescription>
          </DialogBody>
          <DialogFooter>
            <Button onClick={dismissFirst}>{tCommon('ok')}</Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

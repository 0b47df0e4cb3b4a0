import { Suspense, useSyncExternalStore } from 'react';
import type { ClientMessage } from '../../lib/api';
import { lazyPart, useOpenedOnce } from '../../ui';

let queue: ClientMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Raises a message as a popup dialog (codes in brand.config.popupMessageCodes, docs/rules/shop-shell.md). */
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

/**
 * The dialog, with Radix's dialog stack, loads with the first popup: most visits raise
 * none, and every page would otherwise load and hydrate it (issue 12).
 */
const PopupDialog = lazyPart(
  () => import('./popup-dialog'),
  (m) => m.PopupDialog,
);
export const preloadPopupDialog = PopupDialog.preload;

/** Shows queued popup messages one at a time. */
export function MessagePopupHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  const mounted = useOpenedOnce(current !== undefined);
  return mounted ? (
    <Suspense fallback={null}>
      <PopupDialog message={current} onDismiss={dismissFirst} />
    </Suspense>
  ) : null;
}

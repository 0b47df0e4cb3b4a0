import { useSyncExternalStore } from 'react';

export interface LoginDialogState {
  open: boolean;
  /** Where to go after a successful login; stays on the page when absent. */
  redirectTo?: string;
}

let state: LoginDialogState = { open: false };
const listeners = new Set<() => void>();

function set(next: LoginDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const openLoginDialog = (options: { redirectTo?: string } = {}): void =>
  set({ open: true, redirectTo: options.redirectTo });

export const closeLoginDialog = (): void => set({ open: false });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The login dialog's open state, shared by every button that opens it. */
export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

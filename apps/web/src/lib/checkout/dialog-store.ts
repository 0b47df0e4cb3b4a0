import { useSyncExternalStore } from 'react';
import type { AddressSelectorResult, TimeslotSelectorResult } from './checkout-flow';

/** The one delivery dialog open at a time, and who is waiting for its answer. */
export type DeliveryDialogState =
  | { kind: 'address'; resolve: (result: AddressSelectorResult) => void }
  | { kind: 'timeslot'; resolve: (result: TimeslotSelectorResult) => void }
  | null;

let state: DeliveryDialogState = null;
const listeners = new Set<() => void>();

function set(next: DeliveryDialogState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** Closes whatever is open, answering 'cancel' to whoever waited. */
function cancelOpen(): void {
  const open = state;
  if (!open) return;
  set(null);
  if (open.kind === 'address') open.resolve('cancel');
  else open.resolve('cancel');
}

// ── Focus: a chain of dialogs gives focus back to what opened the first one ──

let focusOrigin: HTMLElement | null = null;

/**
 * Remembers the focused element outside any dialog. While dialogs chain
 * (address → timeslot) the element between them is the body or a removed
 * button, so the first meaningful one is kept.
 */
export function rememberFocus(): void {
  if (typeof document === 'undefined') return;
  const active = document.activeElement;
  if (
    active instanceof HTMLElement &&
    active !== document.body &&
    active.isConnected &&
    !active.closest('[role="dialog"]')
  )
    focusOrigin = active;
}

/**
 * The delivery dialogs' onCloseAutoFocus: when another delivery dialog took
 * over, focus stays with it; otherwise it goes back to the chain's origin.
 */
export function restoreFocusAfterDialog(event: Event): void {
  if (state !== null) {
    event.preventDefault();
    return;
  }
  if (focusOrigin?.isConnected) {
    event.preventDefault();
    focusOrigin.focus();
  }
}

/** Opens the address selector (docs/rules/delivery-and-slots.md); resolves with how it was closed. */
export function openAddressSelector(): Promise<AddressSelectorResult> {
  rememberFocus();
  cancelOpen();
  return new Promise((resolve) => set({ kind: 'address', resolve }));
}

/** Opens the timeslot selector (docs/rules/delivery-and-slots.md); resolves with how it was closed. */
export function openTimeslotSelector(): Promise<TimeslotSelectorResult> {
  rememberFocus();
  cancelOpen();
  return new Promise((resolve) => set({ kind: 'timeslot', resolve }));
}

/** The open dialog answers and closes. */
export function resolveAddressSelector(result: AddressSelectorResult): void {
  const open = state;
  if (open?.kind !== 'address') return;
  set(null);
  open.resolve(result);
}

export function resolveTimeslotSelector(result: TimeslotSelectorResult): void {
  const open = state;
  if (open?.kind !== 'timeslot') return;
  set(null);
  open.resolve(result);
}

/** Closes any delivery dialog (logout, tests). */
export const closeDeliveryDialogs = (): void => cancelOpen();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDeliveryDialog(): DeliveryDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

// ── Waiting for the login dialog (features/auth opens it without a promise) ──

let loginWaiters: (() => void)[] = [];

/** Resolves the next time the login dialog closes (the host component reports it). */
export function waitForLoginDialogClose(): Promise<void> {
  return new Promise((resolve) => loginWaiters.push(resolve));
}

/** Called by the dialogs host when the login dialog went from open to closed. */
export function notifyLoginDialogClosed(): void {
  const waiting = loginWaiters;
  loginWaiters = [];
  for (const resolve of waiting) resolve();
}

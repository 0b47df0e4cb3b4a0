import { Suspense, useEffect, useRef } from 'react';
import { useLoginDialog } from '../../../lib/session';
import {
  notifyLoginDialogClosed,
  resolveAddressSelector,
  resolveTimeslotSelector,
  useDeliveryDialog,
} from '../../../lib/checkout';
import { loadNamespaces } from '../../../i18n';
import { lazyPart, useOpenedOnce } from '../../../ui';

/**
 * Each dialog, and Radix's dialog stack with it, loads when first opened: closed, they
 * cost every page their modules and their renders after the session arrives (issue 12).
 */
const AddressSelectorDialog = lazyPart(
  () => Promise.all([import('./address-selector-dialog'), loadNamespaces(['deliveryDialogs'])]),
  ([m]) => m.AddressSelectorDialog,
);
const TimeslotSelectorDialog = lazyPart(
  () => Promise.all([import('./timeslot-selector-dialog'), loadNamespaces(['deliveryDialogs'])]),
  ([m]) => m.TimeslotSelectorDialog,
);

/** Fetches the dialogs' modules once the page is idle, so that the first opening is instant. */
export function preloadDeliveryDialogs(): void {
  AddressSelectorDialog.preload();
  TimeslotSelectorDialog.preload();
}

/**
 * The delivery dialogs, mounted once by the app shell: the checkout flow and
 * the navbar open them through the dialog store and await their answer.
 */
export function DeliveryDialogs() {
  const dialog = useDeliveryDialog();
  const login = useLoginDialog();
  const loginWasOpen = useRef(login.open);
  const addressOpen = dialog?.kind === 'address';
  const timeslotOpen = dialog?.kind === 'timeslot';
  const addressMounted = useOpenedOnce(addressOpen);
  const timeslotMounted = useOpenedOnce(timeslotOpen);

  // The checkout flow waits for the login dialog to close before asking auth/test.
  useEffect(() => {
    if (loginWasOpen.current && !login.open) notifyLoginDialogClosed();
    loginWasOpen.current = login.open;
  }, [login.open]);

  return (
    <>
      {addressMounted ? (
        <Suspense fallback={null}>
          <AddressSelectorDialog open={addressOpen} onResult={resolveAddressSelector} />
        </Suspense>
      ) : null}
      {timeslotMounted ? (
        <Suspense fallback={null}>
          <TimeslotSelectorDialog open={timeslotOpen} onResult={resolveTimeslotSelector} />
        </Suspense>
      ) : null}
    </>
  );
}

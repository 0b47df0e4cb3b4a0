import { useEffect, useRef } from 'react';
import { useLoginDialog } from '../../../lib/session';
import {
  notifyLoginDialogClosed,
  resolveAddressSelector,
  resolveTimeslotSelector,
  useDeliveryDialog,
} from '../../../lib/checkout';
import { AddressSelectorDialog } from './address-selector-dialog';
import { TimeslotSelectorDialog } from './timeslot-selector-dialog';

/**
 * The delivery dialogs, mounted once by the app shell: the checkout flow and
 * the navbar open them through the dialog store and await their answer.
 */
export function DeliveryDialogs() {
  const dialog = useDeliveryDialog();
  const login = useLoginDialog();
  const loginWasOpen = useRef(login.open);

  // The checkout flow waits for the login dialog to close before asking auth/test.
  useEffect(() => {
    if (loginWasOpen.current && !login.open) notifyLoginDialogClosed();
    loginWasOpen.current = login.open;
  }, [login.open]);

  return (
    <>
      <AddressSelectorDialog open={dialog?.kind === 'address'} onResult={resolveAddressSelector} />
      <TimeslotSelectorDialog
        open={dialog?.kind === 'timeslot'}
        onResult={resolveTimeslotSelector}
      />
    </>
  );
}

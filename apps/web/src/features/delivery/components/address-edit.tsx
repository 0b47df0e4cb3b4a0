import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, Skeleton } from '../../../ui';
import { fullAddress } from '../format';
import { placeOf, useAddressEdit } from '../hooks/use-address-edit';
import { AddressDetailsStep } from './address-details-step';
import { AddressEditStatus } from './address-edit-status';
import { AddressPlaceStep } from './address-place-step';
import { AddressSearchStep } from './address-search-step';
import { AddressUnavailableStep } from './address-unavailable-step';
import { AddressVerifyActions } from './address-verify-actions';

export interface AddressEditProps {
  /** Edit this address: it loads straight into the detail form (docs/rules/delivery-and-slots.md Address edit 5). */
  addressId?: number;
  /**
   * The address was saved (docs/rules/delivery-and-slots.md Address edit 4: emits save); `selected` is
   * true when it also became the cart's home address.
   */
  onSaved: (address: Address, selected: boolean) => void;
  onCancel?: () => void;
  /** Focus the search field when the form appears. */
  autoFocus?: boolean;
  /**
   * Saving also makes it the cart's address: a new address added in the address
   * selector, where the shopper is choosing one. False for an edit in the selector
   * and on the profile's pages, where the address is only stored (decision 037).
   */
  chooseForCart?: boolean;
}

/**
 * docs/rules/delivery-and-slots.md, Address edit. The shopper searches the street (Italy only) or
 * uses their position, checks the place fields, verifies (the domain's
 * incomplete-address rule first, then user-address/check) and, when home
 * delivery reaches the address, fills in the courier's details and saves.
 * Saving sets the address as the cart's home address only where the shopper is
 * choosing one (chooseForCart). Nothing typed is lost
 * on an error: every field keeps its value across the steps, one component
 * per step (mode).
 */
export function AddressEdit({
  addressId,
  onSaved,
  onCancel,
  autoFocus = false,
  chooseForCart = true,
}: AddressEditProps) {
  const { t } = useTranslation('delivery');
  const idBase = useId();
  const edit = useAddressEdit(addressId, onSaved, chooseForCart);
  const { state, existing } = edit;

  if (addressId !== undefined && existing.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (addressId !== undefined && existing.isError) {
    return (
      <Alert variant="error" role="alert">
        {isApiError(existing.error) ? existing.error.message : t('edit.loadError')}
      </Alert>
    );
  }

  const typedAddress = fullAddress(placeOf(edit.form.getValues()));
  const { mode, found } = state;

  return (
    <form noValidate onSubmit={edit.submit} className="flex flex-col gap-5" aria-busy={edit.saving}>
      <AddressEditStatus state={state} statusRef={edit.statusRef} />
      {mode === 'search' ? <AddressSearchStep edit={edit} autoFocus={autoFocus} /> : null}
      {mode === 'place' ? <AddressPlaceStep edit={edit} idBase={idBase} /> : null}
      {mode === 'search' || mode === 'place' ? (
        <AddressVerifyActions edit={edit} onCancel={onCancel} />
      ) : null}
      {mode === 'unavailable' ? (
        <AddressUnavailableStep edit={edit} typedAddress={typedAddress} />
      ) : null}
      {mode === 'available' ? (
        <AddressDetailsStep
          edit={edit}
          idBase={idBase}
          shownAddress={found ? fullAddress(found) : typedAddress}
          onCancel={onCancel}
        />
      ) : null}
      <ConfirmDialog
        open={state.confirmFound}
        title={t('edit.foundTitle')}
        message={t('edit.found', { address: found ? fullAddress(found) : '' })}
        confirmLabel={t('selector.yes')}
        cancelLabel={t('selector.no')}
        onConfirm={edit.saveFound}
        onCancel={() => edit.dispatch({ type: 'confirmFound', open: false })}
        pending={edit.saving}
      />
    </form>
  );
}

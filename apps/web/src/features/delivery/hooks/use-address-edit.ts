import { useEffect, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { DELIVERY_MESSAGES, type Address, type PersonDetail, type Place } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { useUserDetail } from '../../../lib/profile';
import { useAddress } from '../api/get-address';
import { useCheckAddress } from '../api/check-address';
import { reverseGeocode } from '../api/reverse-geocode';
import { useSelectAddress } from '../api/select-address';
import { useUpdateAddress } from '../api/update-address';
import {
  AddressFormSchema,
  PLACE_FIELDS,
  addressFormValuesOf,
  differsFromTyped,
  emptyAddressForm,
  isGeocodable,
  updateRequestOf,
  verifyError,
  type AddressFormValues,
  type Coordinates,
  type PlaceField,
  type PlaceValues,
} from '../address-form';
import { addressEditReducer, initialAddressEditState } from '../address-edit-state';
import { currentPosition } from '../current-position';
import { emitDeliveryUpdate } from '../delivery-events';

export const placeOf = (values: AddressFormValues): PlaceValues => ({
  address1: values.address1,
  addressNumber: values.addressNumber,
  postalcode: values.postalcode,
  city: values.city,
  province: values.province,
});

/** The address the shopper gave at registration or in the profile, when it is whole. */
export function profilePlaceOf(person: PersonDetail | undefined): PlaceValues | null {
  if (!person) return null;
  const place = {
    address1: person.address1?.trim() ?? '',
    addressNumber: person.addressNumber?.trim() ?? '',
    postalcode: person.postalcode?.trim() ?? '',
    city: person.city?.trim() ?? '',
    province: person.province?.trim() ?? '',
  };
  return Object.values(place).every(Boolean) ? place : null;
}

/**
 * The address edit's steps (docs/rules/delivery-and-slots.md Address edit): its state as a reducer, the
 * form, and what each step does — choose a place, locate, verify, save.
 */
export function useAddressEdit(
  addressId: number | undefined,
  onSaved: (address: Address, selected: boolean) => void,
  chooseForCart = true,
) {
  const { t } = useTranslation('delivery');
  const { t: tErrors } = useTranslation('errors');
  const existing = useAddress(addressId);
  const check = useCheckAddress();
  const update = useUpdateAddress();
  const select = useSelectAddress();
  const [state, dispatch] = useReducer(
    addressEditReducer,
    addressId !== undefined,
    initialAddressEditState,
  );
  const loadedId = useRef<number | undefined>(undefined);
  const statusRef = useRef<HTMLDivElement>(null);
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: emptyAddressForm(),
  });
  const { getValues, setValue, reset, setError } = form;
  // A new address starts from what the profile holds (issue 34: data given once).
  const person = useUserDetail(addressId === undefined);
  const profilePlace = profilePlaceOf(person.data);

  // The doorbell and the telephone of a new address are the shopper's own until changed.
  useEffect(() => {
    const data = person.data;
    if (addressId !== undefined || !data) return;
    const doorbell = [data.firstName, data.lastName].filter(Boolean).join(' ').trim();
    if (!getValues('doorbellName') && doorbell) setValue('doorbellName', doorbell);
    if (!getValues('referencePhoneNumber') && data.phone)
      setValue('referencePhoneNumber', data.phone);
  }, [addressId, person.data, getValues, setValue]);

  // An existing address goes straight into the detail form, once.
  useEffect(() => {
    const address = existing.data;
    if (!address || loadedId.current === address.addressId) return;
    loadedId.current = address.addressId;
    reset(addressFormValuesOf(address));
    dispatch({ type: 'loaded', address });
  }, [existing.data, reset]);

  // Each step's outcome gets the focus, so that keyboard and screen-reader users land on it.
  const focusStatus = () => window.setTimeout(() => statusRef.current?.focus(), 0);
  const fail = (text: string) => dispatch({ type: 'message', message: { variant: 'error', text } });

  const choosePlace = (place: Place, device: Coordinates | null = null) => {
    for (const field of PLACE_FIELDS) setValue(field, place[field], { shouldDirty: true });
    dispatch({ type: 'placeChosen', place, device });
    // The house number is what a street suggestion lacks most often.
    window.setTimeout(() => form.setFocus(place.address1 ? 'addressNumber' : 'address1'), 0);
  };

  const locateMe = async () => {
    dispatch({ type: 'locating', locating: true });
    try {
      const outcome = await currentPosition();
      if (outcome.kind === 'denied') {
        fail(t('edit.geolocationDenied'));
        return;
      }
      const place = await reverseGeocode(outcome.position.latitude, outcome.position.longitude);
      if (!place) {
        dispatch({
          type: 'message',
          message: { variant: 'warning', text: t('edit.positionNotFound') },
        });
        return;
      }
      dispatch({ type: 'searchTyped', text: place.description });
      choosePlace(place, outcome.position);
    } catch (error) {
      fail(isApiError(error) ? error.message : tErrors('generic'));
    } finally {
      dispatch({ type: 'locating', locating: false });
    }
  };

  const verify = async () => {
    const place = placeOf(getValues());
    const incomplete = verifyError(place);
    if (incomplete) {
      fail(incomplete);
      focusStatus();
      return;
    }
    dispatch({ type: 'message', message: null });
    try {
      const result = await check.mutateAsync({
        ...place,
        latitude: state.point?.latitude,
        longitude: state.point?.longitude,
        gpsLatitude: state.gps?.latitude,
        gpsLongitude: state.gps?.longitude,
      });
      dispatch({ type: 'checked', found: result.active === 1 ? result.address : null });
    } catch {
      // docs/rules/delivery-and-slots.md: if verification throws, home delivery is shown as unavailable.
      dispatch({ type: 'checked', found: null });
    }
    focusStatus();
  };

  const chooseProfilePlace = () => {
    if (!profilePlace) return;
    for (const field of PLACE_FIELDS) setValue(field, profilePlace[field], { shouldDirty: true });
    dispatch({ type: 'searchTyped', text: '' });
    dispatch({ type: 'placeTyped' });
  };

  const restart = () => {
    for (const field of PLACE_FIELDS) setValue(field, '');
    dispatch({ type: 'restarted' });
  };

  const save = async (values: AddressFormValues, useFound: boolean) => {
    dispatch({ type: 'confirmFound', open: false });
    const found = useFound ? state.found : null;
    const place = found ? { ...found } : placeOf(values);
    if (!isGeocodable(place)) {
      fail(DELIVERY_MESSAGES.invalidAddress1);
      focusStatus();
      return;
    }
    dispatch({ type: 'message', message: null });
    let saved: Address;
    try {
      saved = await update.mutateAsync(
        updateRequestOf(values, place, found ?? state.point, state.gps, addressId),
      );
    } catch (error) {
      const text = isApiError(error) ? error.message : tErrors('generic');
      const field = isApiError(error) ? error.field : undefined;
      if (field && field in values && !PLACE_FIELDS.includes(field as PlaceField))
        setError(field as keyof AddressFormValues, { message: text });
      fail(text);
      focusStatus();
      return;
    }
    if (found) for (const field of PLACE_FIELDS) setValue(field, found[field]);
    emitDeliveryUpdate({ kind: 'address-saved', address: saved });
    let selected = false;
    if (chooseForCart)
      try {
        await select.mutateAsync({ addressType: 'home', addressId: saved.addressId });
        selected = true;
      } catch {
        // The client toasted the refusal (a cart being paid keeps its address).
      }
    onSaved(saved, selected);
  };

  const submit = form.handleSubmit(async (values) => {
    if (state.found && differsFromTyped(placeOf(values), state.found)) {
      dispatch({ type: 'confirmFound', open: true });
      return;
    }
    await save(values, false);
  });

  return {
    state,
    dispatch,
    form,
    existing,
    statusRef,
    verifying: check.isPending,
    saving: update.isPending || select.isPending,
    choosePlace,
    profilePlace,
    chooseProfilePlace,
    locateMe,
    verify,
    restart,
    modify: () => dispatch({ type: 'modify' }),
    submit,
    saveFound: () => void save(getValues(), true),
  };
}

export type AddressEditModel = ReturnType<typeof useAddressEdit>;

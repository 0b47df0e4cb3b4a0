import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { CircleCheck, LocateFixed, MapPinOff, Pencil, Plus } from 'lucide-react';
import { DELIVERY_MESSAGES, type Address, type Place } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import {
  Alert,
  Button,
  Checkbox,
  FieldError,
  Input,
  Label,
  Skeleton,
  Spinner,
  cn,
  inputClassName,
  type InputProps,
} from '../../../ui';
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
import { emitDeliveryUpdate } from '../delivery-events';
import { fullAddress } from '../format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PlaceSearch } from './place-search';

/** SPEC §4 Address edit: search → place (verify enabled) → available (details) or unavailable. */
export type AddressEditMode = 'search' | 'place' | 'available' | 'unavailable';

export interface AddressEditProps {
  /** Edit this address: it loads straight into the detail form (SPEC §4 Address edit 5). */
  addressId?: number;
  /**
   * The address was saved (SPEC §4 Address edit 4: emits save); `selected` is
   * true when it also became the cart's home address.
   */
  onSaved: (address: Address, selected: boolean) => void;
  onCancel?: () => void;
  /** Focus the search field when the form appears. */
  autoFocus?: boolean;
}

const placeOf = (values: AddressFormValues): PlaceValues => ({
  address1: values.address1,
  addressNumber: values.addressNumber,
  postalcode: values.postalcode,
  city: values.city,
  province: values.province,
});

type GeolocationOutcome = { kind: 'ok'; position: Coordinates } | { kind: 'denied' };

function currentPosition(): Promise<GeolocationOutcome> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve({ kind: 'denied' });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'ok',
          position: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
          },
        }),
      () => resolve({ kind: 'denied' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

/**
 * SPEC §2/§4 Address edit. The shopper searches the street (Italy only) or
 * uses their position, checks the place fields, verifies (the domain's
 * incomplete-address rule first, then user-address/check) and, when home
 * delivery reaches the address, fills in the courier's details and saves.
 * Saving sets the address as the cart's home address. Nothing typed is lost
 * on an error: every field keeps its value across the steps.
 */
export function AddressEdit({ addressId, onSaved, onCancel, autoFocus = false }: AddressEditProps) {
  const { t } = useTranslation('delivery');
  const { t: tErrors } = useTranslation('errors');
  const id = useId();
  const existing = useAddress(addressId);
  const check = useCheckAddress();
  const update = useUpdateAddress();
  const select = useSelectAddress();

  const [mode, setMode] = useState<AddressEditMode>(
    addressId === undefined ? 'search' : 'available',
  );
  const [searchText, setSearchText] = useState('');
  /** Where the chosen place is; dropped when the shopper edits the street or town by hand. */
  const [point, setPoint] = useState<Coordinates | null>(null);
  /** The device position, when "use my position" found the place. */
  const [gps, setGps] = useState<Coordinates | null>(null);
  /** The address as the check read it (canonical names, CAP, coordinates). */
  const [found, setFound] = useState<(PlaceValues & Coordinates) | null>(null);
  const [message, setMessage] = useState<{ variant: 'error' | 'warning'; text: string } | null>(
    null,
  );
  const [locating, setLocating] = useState(false);
  const [confirmFound, setConfirmFound] = useState(false);
  const loadedId = useRef<number | undefined>(undefined);
  const statusRef = useRef<HTMLDivElement>(null);

  const form = useForm<AddressFormValues>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: emptyAddressForm(),
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    reset,
    setError,
    formState: { errors },
  } = form;

  // An existing address goes straight into the detail form, once.
  useEffect(() => {
    const address = existing.data;
    if (!address || loadedId.current === address.addressId) return;
    loadedId.current = address.addressId;
    reset(addressFormValuesOf(address));
    setPoint({ latitude: address.latitude, longitude: address.longitude });
    setGps(
      address.gpsLatitude !== null && address.gpsLongitude !== null
        ? { latitude: address.gpsLatitude, longitude: address.gpsLongitude }
        : null,
    );
    setFound(null);
    setMode('available');
    setMessage(
      address.active === 1
        ? null
        : { variant: 'warning', text: DELIVERY_MESSAGES.addressNotCovered },
    );
  }, [existing.data, reset]);

  // Each step's outcome gets the focus, so that keyboard and screen-reader users land on it.
  const focusStatus = () => window.setTimeout(() => statusRef.current?.focus(), 0);

  const choosePlace = (place: Place, device: Coordinates | null = null) => {
    for (const field of PLACE_FIELDS) setValue(field, place[field], { shouldDirty: true });
    // A comune-only place has the town centre: let the server geocode the street typed by hand.
    setPoint(device ?? (place.precision === 'street' ? place : null));
    setGps(device);
    setFound(null);
    setMessage(null);
    setMode('place');
    // The house number is what a street suggestion lacks most often.
    window.setTimeout(() => form.setFocus(place.address1 ? 'addressNumber' : 'address1'), 0);
  };

  const locateMe = async () => {
    setMessage(null);
    setLocating(true);
    try {
      const outcome = await currentPosition();
      if (outcome.kind === 'denied') {
        setMessage({ variant: 'error', text: t('edit.geolocationDenied') });
        return;
      }
      const place = await reverseGeocode(outcome.position.latitude, outcome.position.longitude);
      if (!place) {
        setMessage({ variant: 'warning', text: t('edit.positionNotFound') });
        return;
      }
      setSearchText(place.description);
      choosePlace(place, outcome.position);
    } catch (error) {
      setMessage({
        variant: 'error',
        text: isApiError(error) ? error.message : tErrors('generic'),
      });
    } finally {
      setLocating(false);
    }
  };

  const verify = async () => {
    const place = placeOf(getValues());
    const incomplete = verifyError(place);
    if (incomplete) {
      setMessage({ variant: 'error', text: incomplete });
      focusStatus();
      return;
    }
    setMessage(null);
    try {
      const result = await check.mutateAsync({
        ...place,
        latitude: point?.latitude,
        longitude: point?.longitude,
        gpsLatitude: gps?.latitude,
        gpsLongitude: gps?.longitude,
      });
      if (result.active === 1) {
        setFound(result.address);
        setMode('available');
      } else {
        setFound(null);
        setMode('unavailable');
      }
    } catch {
      // SPEC §8: if verification throws, home delivery is shown as unavailable.
      setFound(null);
      setMode('unavailable');
    }
    focusStatus();
  };

  const addAnother = () => {
    for (const field of PLACE_FIELDS) setValue(field, '');
    setSearchText('');
    setPoint(null);
    setGps(null);
    setFound(null);
    setMessage(null);
    setMode('search');
  };

  const modify = () => {
    setMessage(null);
    setMode('place');
  };

  const save = async (values: AddressFormValues, useFound: boolean) => {
    setConfirmFound(false);
    const place = useFound && found ? { ...found } : placeOf(values);
    if (!isGeocodable(place)) {
      setMessage({ variant: 'error', text: DELIVERY_MESSAGES.invalidAddress1 });
      focusStatus();
      return;
    }
    const where = useFound && found ? found : point;
    setMessage(null);
    let saved: Address;
    try {
      saved = await update.mutateAsync(updateRequestOf(values, place, where, gps, addressId));
    } catch (error) {
      const text = isApiError(error) ? error.message : tErrors('generic');
      const field = isApiError(error) ? error.field : undefined;
      if (field && field in values && !PLACE_FIELDS.includes(field as PlaceField))
        setError(field as keyof AddressFormValues, { message: text });
      setMessage({ variant: 'error', text });
      focusStatus();
      return;
    }
    if (useFound && found) for (const field of PLACE_FIELDS) setValue(field, found[field]);
    emitDeliveryUpdate({ kind: 'address-saved', address: saved });
    let selected = false;
    try {
      await select.mutateAsync({ addressType: 'home', addressId: saved.addressId });
      selected = true;
    } catch {
      // The client toasted the refusal (a cart being paid keeps its address).
    }
    onSaved(saved, selected);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (found && differsFromTyped(placeOf(values), found)) {
      setConfirmFound(true);
      return;
    }
    await save(values, false);
  });

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const invalid = (name: keyof AddressFormValues) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId(name) }
      : { 'aria-invalid': undefined };

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

  const saving = update.isPending || select.isPending;
  const typedAddress = fullAddress(placeOf(getValues()));
  const shownAddress = found ? fullAddress(found) : typedAddress;

  const requiredMark = (
    <>
      <span aria-hidden="true" className="text-primary">
        {' '}
        *
      </span>
      <span className="sr-only"> ({t('edit.required')})</span>
    </>
  );

  const textField = (
    name: Exclude<keyof AddressFormValues, 'elevator'>,
    label: ReactNode,
    props: Omit<InputProps, 'onChange'> = {},
    options: { className?: string; onEdit?: () => void } = {},
  ) => {
    const registered = register(name);
    return (
      <div className={options.className}>
        <Label htmlFor={fieldId(name)}>{label}</Label>
        <Input
          id={fieldId(name)}
          className="mt-1.5"
          {...invalid(name)}
          {...props}
          {...registered}
          onChange={(event) => {
            void registered.onChange(event);
            options.onEdit?.();
          }}
        />
        <FieldError id={errorId(name)}>{errors[name]?.message}</FieldError>
      </div>
    );
  };
  /** Editing the street or the town by hand drops the chosen place's coordinates. */
  const dropPoint = { onEdit: () => setPoint(null) };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={saving}>
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className="flex flex-col gap-3 outline-none empty:hidden"
      >
        {message ? <Alert variant={message.variant}>{message.text}</Alert> : null}
        {mode === 'available' ? (
          <Alert variant="success">
            <p className="font-bold">{t('edit.available')}</p>
            <p className="mt-0.5 font-normal text-ink">{t('edit.availableText')}</p>
          </Alert>
        ) : null}
        {mode === 'unavailable' ? (
          <Alert variant="error">
            <p className="font-bold">{t('edit.notServed')}</p>
            <p className="mt-0.5 font-normal text-ink">{t('edit.notServedText')}</p>
          </Alert>
        ) : null}
      </div>

      {mode === 'search' ? (
        <div className="flex flex-col gap-3">
          <PlaceSearch
            onChoose={(place) => choosePlace(place)}
            autoFocus={autoFocus}
            initialText={searchText}
            onTextChange={setSearchText}
          />
          <Button
            variant="outline"
            className="self-start"
            onClick={() => void locateMe()}
            disabled={locating}
          >
            {locating ? <Spinner /> : <LocateFixed aria-hidden="true" />}
            {locating ? t('edit.locating') : t('edit.useMyPosition')}
          </Button>
        </div>
      ) : null}

      {mode === 'place' ? (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-base font-bold text-ink">{t('edit.placeTitle')}</legend>
          <p className="-mt-2 text-sm text-ink-muted">{t('edit.placeHint')}</p>
          <div className="grid grid-cols-[1fr_7rem] gap-3 sm:grid-cols-[1fr_9rem]">
            {textField(
              'address1',
              t('edit.fields.address1'),
              { autoComplete: 'address-line1' },
              dropPoint,
            )}
            {textField('addressNumber', t('edit.fields.addressNumber'), {
              autoComplete: 'off',
            })}
          </div>
          <div className="grid grid-cols-[7rem_1fr] gap-3 sm:grid-cols-[8rem_1fr_7rem]">
            {textField(
              'postalcode',
              t('edit.fields.postalcode'),
              { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 },
              dropPoint,
            )}
            {textField(
              'city',
              t('edit.fields.city'),
              { autoComplete: 'address-level2' },
              dropPoint,
            )}
            {textField(
              'province',
              t('edit.fields.province'),
              { autoComplete: 'address-level1', maxLength: 2, className: 'mt-1.5 uppercase' },
              { className: 'col-span-2 max-w-40 sm:col-span-1', ...dropPoint },
            )}
          </div>
        </fieldset>
      ) : null}

      {mode === 'search' || mode === 'place' ? (
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <Button
            size="lg"
            onClick={() => void verify()}
            disabled={mode === 'search' || check.isPending}
          >
            {check.isPending ? <Spinner /> : null}
            {check.isPending ? t('edit.verifying') : t('edit.verify')}
          </Button>
          {mode === 'place' ? (
            <Button variant="outline-neutral" size="lg" onClick={addAnother}>
              {t('edit.searchAgain')}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="ghost" size="lg" onClick={onCancel}>
              {t('edit.cancel')}
            </Button>
          ) : null}
        </div>
      ) : null}

      {mode === 'unavailable' ? (
        <div className="flex flex-col gap-4">
          <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-4 py-3 text-ink">
            <MapPinOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
            {typedAddress}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={addAnother}>
              <Plus aria-hidden="true" />
              {t('edit.addAnother')}
            </Button>
            <Button variant="outline-neutral" size="lg" onClick={modify}>
              <Pencil aria-hidden="true" />
              {t('edit.modify')}
            </Button>
          </div>
        </div>
      ) : null}

      {mode === 'available' ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-4 py-3">
            <p className="flex min-w-0 items-start gap-2 font-semibold text-ink">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary" />
              {shownAddress}
            </p>
            <Button variant="outline-neutral" size="sm" className="min-h-11" onClick={modify}>
              <Pencil aria-hidden="true" />
              {t('edit.modify')}
            </Button>
          </div>

          <fieldset className="flex flex-col gap-4">
            <legend className="mb-1 text-base font-bold text-ink">{t('edit.detailsTitle')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {textField(
                'doorbellName',
                <>
                  {t('edit.fields.doorbellName')}
                  {requiredMark}
                </>,
                { autoComplete: 'name', 'aria-required': true },
              )}
              {textField(
                'addressName',
                <>
                  {t('edit.fields.addressName')}
                  {requiredMark}
                </>,
                {
                  autoComplete: 'off',
                  placeholder: t('edit.fields.addressNamePlaceholder'),
                  'aria-required': true,
                },
              )}
              {textField(
                'referencePhoneNumber',
                <>
                  {t('edit.fields.referencePhoneNumber')}
                  {requiredMark}
                </>,
                { type: 'tel', inputMode: 'tel', autoComplete: 'tel', 'aria-required': true },
              )}
              {textField('floor', t('edit.fields.floor'), { autoComplete: 'off' })}
            </div>
            <div className="flex min-h-11 items-center gap-3">
              <Controller
                control={control}
                name="elevator"
                render={({ field }) => (
                  <Checkbox
                    id={fieldId('elevator')}
                    name={field.name}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
              <Label htmlFor={fieldId('elevator')} className="cursor-pointer font-medium">
                {t('edit.fields.elevator')}
              </Label>
            </div>
            <div>
              <Label htmlFor={fieldId('addressNote')}>{t('edit.fields.addressNote')}</Label>
              <textarea
                id={fieldId('addressNote')}
                rows={3}
                maxLength={500}
                className={cn(inputClassName, 'mt-1.5 resize-y')}
                {...register('addressNote')}
              />
            </div>
          </fieldset>

          <div className="flex flex-wrap gap-3 border-t border-line pt-4">
            <Button type="submit" size="lg" disabled={saving}>
              {saving ? <Spinner /> : null}
              {saving ? t('edit.saving') : t('edit.save')}
            </Button>
            {onCancel ? (
              <Button variant="ghost" size="lg" onClick={onCancel}>
                {t('edit.cancel')}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}

      <ConfirmDialog
        open={confirmFound}
        title={t('edit.foundTitle')}
        message={t('edit.found', { address: found ? fullAddress(found) : '' })}
        confirmLabel={t('selector.yes')}
        cancelLabel={t('selector.no')}
        onConfirm={() => void save(getValues(), true)}
        onCancel={() => setConfirmFound(false)}
        pending={saving}
      />
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import type { AddressEditModel } from '../hooks/use-address-edit';
import { AddressTextField } from './address-text-field';

/** Step 2: the place's fields, checked and completed by the shopper before the verification. */
export function AddressPlaceStep({ edit, idBase }: { edit: AddressEditModel; idBase: string }) {
  const { t } = useTranslation('delivery');
  const field = { form: edit.form, idBase };
  /** Editing the street or the town by hand drops the chosen place's coordinates. */
  const dropPoint = () => edit.dispatch({ type: 'pointDropped' });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-base font-bold text-ink">{t('edit.placeTitle')}</legend>
      <p className="-mt-2 text-sm text-ink-muted">{t('edit.placeHint')}</p>
      <div className="grid grid-cols-[1fr_7rem] gap-3 sm:grid-cols-[1fr_9rem]">
        <AddressTextField
          {...field}
          name="address1"
          label={t('edit.fields.address1')}
          inputProps={{ autoComplete: 'address-line1' }}
          onEdit={dropPoint}
        />
        <AddressTextField
          {...field}
          name="addressNumber"
          label={t('edit.fields.addressNumber')}
          inputProps={{ autoComplete: 'off' }}
        />
      </div>
      <div className="grid grid-cols-[7rem_1fr] gap-3 sm:grid-cols-[8rem_1fr_7rem]">
        <AddressTextField
          {...field}
          name="postalcode"
          label={t('edit.fields.postalcode')}
          inputProps={{ autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 }}
          onEdit={dropPoint}
        />
        <AddressTextField
          {...field}
          name="city"
          label={t('edit.fields.city')}
          inputProps={{ autoComplete: 'address-level2' }}
          onEdit={dropPoint}
        />
        <AddressTextField
          {...field}
          name="province"
          label={t('edit.fields.province')}
          inputProps={{
            autoComplete: 'address-level1',
            maxLength: 2,
            className: 'mt-1.5 uppercase',
          }}
          className="col-span-2 max-w-40 sm:col-span-1"
          onEdit={dropPoint}
        />
      </div>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { CircleCheck, Pencil } from 'lucide-react';
import { Button, Checkbox, Label, Spinner, cn, inputClassName } from '../../../ui';
import type { AddressEditModel } from '../hooks/use-address-edit';
import { AddressTextField, fieldIdOf } from './address-text-field';

/** Home delivery reaches the address: the courier's details, then save. */
export function AddressDetailsStep({
  edit,
  idBase,
  shownAddress,
  onCancel,
}: {
  edit: AddressEditModel;
  idBase: string;
  shownAddress: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('delivery');
  const field = { form: edit.form, idBase };
  const requiredMark = (
    <>
      <span aria-hidden="true" className="text-primary">
        {' '}
        *
      </span>
      <span className="sr-only"> ({t('edit.required')})</span>
    </>
  );
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-4 py-3">
        <p className="flex min-w-0 items-start gap-2 font-semibold text-ink">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary" />
          {shownAddress}
        </p>
        <Button variant="outline-neutral" size="sm" className="min-h-11" onClick={edit.modify}>
          <Pencil aria-hidden="true" />
          {t('edit.modify')}
        </Button>
      </div>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-base font-bold text-ink">{t('edit.detailsTitle')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <AddressTextField
            {...field}
            name="doorbellName"
            label={
              <>
                {t('edit.fields.doorbellName')}
                {requiredMark}
              </>
            }
            inputProps={{ autoComplete: 'name', 'aria-required': true }}
          />
          <AddressTextField
            {...field}
            name="addressName"
            label={
              <>
                {t('edit.fields.addressName')}
                {requiredMark}
              </>
            }
            inputProps={{
              autoComplete: 'off',
              placeholder: t('edit.fields.addressNamePlaceholder'),
              'aria-required': true,
            }}
          />
          <AddressTextField
            {...field}
            name="referencePhoneNumber"
            label={
              <>
                {t('edit.fields.referencePhoneNumber')}
                {requiredMark}
              </>
            }
            inputProps={{
              type: 'tel',
              inputMode: 'tel',
              autoComplete: 'tel',
              'aria-required': true,
            }}
          />
          <AddressTextField
            {...field}
            name="floor"
            label={t('edit.fields.floor')}
            inputProps={{ autoComplete: 'off' }}
          />
        </div>
        <div className="flex min-h-11 items-center gap-3">
          <Controller
            control={edit.form.control}
            name="elevator"
            render={({ field: elevator }) => (
              <Checkbox
                id={fieldIdOf(idBase, 'elevator')}
                name={elevator.name}
                checked={elevator.value}
                onCheckedChange={(checked) => elevator.onChange(checked === true)}
                onBlur={elevator.onBlur}
                ref={elevator.ref}
              />
            )}
          />
          <Label htmlFor={fieldIdOf(idBase, 'elevator')} className="cursor-pointer font-medium">
            {t('edit.fields.elevator')}
          </Label>
        </div>
        <div>
          <Label htmlFor={fieldIdOf(idBase, 'addressNote')}>{t('edit.fields.addressNote')}</Label>
          <textarea
            id={fieldIdOf(idBase, 'addressNote')}
            rows={3}
            maxLength={500}
            className={cn(inputClassName, 'mt-1.5 resize-y')}
            {...edit.form.register('addressNote')}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3 border-t border-line pt-4">
        <Button type="submit" size="lg" disabled={edit.saving}>
          {edit.saving ? <Spinner /> : null}
          {edit.saving ? t('edit.saving') : t('edit.save')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="lg" onClick={onCancel}>
            {t('edit.cancel')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UserDetailFormSchema, type PersonDetail } from '@spesa/domain';
import { Button, Spinner, TextField } from '../../../ui';
import { useUpdateUserDetail } from '../api/profile';
import { applyServerErrors } from '../model/server-errors';
import { userDetailFormValuesOf } from '../model/person-form';
import { ResponseMessageBox } from '../../../components/response-message-box';

type Input = z.input<typeof UserDetailFormSchema>;
type Output = z.output<typeof UserDetailFormSchema>;
const FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'fiscalCode',
  'address1',
  'addressNumber',
  'postalcode',
  'city',
  'province',
] as const;

/** update_user_detail: names, birth date, fiscal code and address, each with its docs/rules/account.md validator. */
export function PersonalDataForm({
  person,
  onSaved,
}: {
  person: PersonDetail;
  onSaved: () => void;
}) {
  const { t } = useTranslation('account');
  const update = useUpdateUserDetail();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(UserDetailFormSchema),
    mode: 'onTouched',
    defaultValues: userDetailFormValuesOf(person),
  });
  const errors = form.formState.errors;

  // The API checks what was typed (gg/mm/aaaa), not the form's converted output.
  const onSubmit = form.handleSubmit(async () => {
    setError(null);
    try {
      await update.mutateAsync(form.getValues());
      onSaved();
    } catch (failure) {
      setError(applyServerErrors(failure, FIELDS, form.setError, t('errorGeneric')));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`fields.${name}`),
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={update.isPending}
    >
      <p className="text-sm text-ink-muted">{t('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} requiredMark autoComplete="given-name" maxLength={100} />
        <TextField {...field('lastName')} requiredMark autoComplete="family-name" maxLength={100} />
        <TextField
          {...field('birthDate')}
          hint={t('fields.birthDateHint')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder="gg/mm/aaaa"
        />
        <TextField
          {...field('fiscalCode')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          className="[&_input]:uppercase"
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-sm font-bold text-ink">{t('fields.addressLegend')}</legend>
        <TextField {...field('address1')} autoComplete="address-line1" className="sm:col-span-4" />
        <TextField {...field('addressNumber')} className="sm:col-span-2" />
        <TextField
          {...field('postalcode')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          className="sm:col-span-2"
        />
        <TextField {...field('city')} autoComplete="address-level2" className="sm:col-span-3" />
        <TextField
          {...field('province')}
          maxLength={2}
          autoCapitalize="characters"
          className="sm:col-span-1 [&_input]:uppercase"
        />
      </fieldset>
      <ResponseMessageBox errors={error} />
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : null}
        {t('profile.personal.submit')}
      </Button>
    </form>
  );
}

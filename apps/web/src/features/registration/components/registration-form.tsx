import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, Spinner, TextField, type TextFieldProps } from '../../../ui';
import { ResponseMessageBox } from '../../../components/response-message-box';
import { useRecaptcha } from '../../../lib/recaptcha';
import { useReferenceStores } from '../api/get-stores';
import {
  useRegistrationForm,
  type RegistrationFormOptions,
  type TextFieldName,
} from '../hooks/use-registration-form';
import { RegistrationConsents } from './registration-consents';
import { StoreSelect } from './store-select';

/**
 * /registration-user (docs/rules/account.md): every registration field with
 * the domain's validators (the same schema register_user runs), the stores to
 * choose from and the consents of registration-disclaimer/list. A server
 * refusal lands under its field; what was typed stays.
 */
export function RegistrationForm({ prefill, onRegistered }: RegistrationFormOptions) {
  const { t } = useTranslation('registration');
  const { t: tAuth } = useTranslation('auth');
  const stores = useReferenceStores();
  useRecaptcha();
  const { form, disclaimers, mutation, serverMessage, alertRef, onSubmit } = useRegistrationForm({
    prefill,
    onRegistered,
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  const err = (name: TextFieldName) => errors[name]?.message;
  const text = (
    name: TextFieldName,
    required: boolean,
    extra: Partial<TextFieldPropsLite> = {},
  ) => (
    <TextField
      label={t(`fields.${name}`)}
      requiredMark={required}
      error={err(name)}
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-8"
      aria-busy={mutation.isPending}
    >
      <p className="text-sm text-ink-muted">
        <span aria-hidden="true" className="text-primary">
          *
        </span>{' '}
        {t('requiredNote')}
      </p>

      <ResponseMessageBox errors={serverMessage} errorsRef={alertRef} />

      <Section title={t('sections.personal')}>
        {text('firstName', true, { autoComplete: 'given-name' })}
        {text('lastName', true, { autoComplete: 'family-name' })}
        {text('birthdate', false, {
          hint: t('fields.birthdateHint'),
          inputMode: 'numeric',
          autoComplete: 'bday',
          maxLength: 10,
        })}
        {text('fiscalCode', false, { maxLength: 16, inputClassName: 'uppercase' })}
        {text('phone', false, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      </Section>

      <Section title={t('sections.access')}>
        {text('email', true, {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        {text('confirmEmail', true, {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          autoCapitalize: 'none',
          spellCheck: false,
        })}
        <PasswordField
          label={t('fields.password')}
          requiredMark
          hint={t('fields.passwordHint')}
          autoComplete="new-password"
          showLabel={tAuth('showPassword')}
          hideLabel={tAuth('hidePassword')}
          error={err('password')}
          {...register('password')}
        />
      </Section>

      <Section title={t('sections.address')}>
        {text('address1', true, { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
        {text('addressNumber', true)}
        {text('postalCode', true, {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: 5,
        })}
        {text('city', true, { autoComplete: 'address-level2' })}
        {text('province', true, {
          hint: t('fields.provinceHint'),
          maxLength: 2,
          inputClassName: 'uppercase',
        })}
      </Section>

      <Section title={t('sections.store')}>
        <StoreSelect
          error={err('referenceStoreId')}
          stores={stores.data}
          isLoading={stores.isPending}
          isError={stores.isError}
          onRetry={() => void stores.refetch()}
          {...register('referenceStoreId')}
        />
        {text('fidelityCard', false, {
          hint: t('fields.fidelityCardHint'),
          inputMode: 'numeric',
          maxLength: 13,
        })}
      </Section>

      <RegistrationConsents disclaimers={disclaimers} control={control} />

      <Button
        type="submit"
        size="lg"
        block
        disabled={mutation.isPending || disclaimers.isPending || disclaimers.isError}
      >
        {mutation.isPending ? <Spinner /> : null}
        {mutation.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

type TextFieldPropsLite = Omit<TextFieldProps, 'label' | 'error'>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-4 text-lg font-bold text-ink">{title}</legend>
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  REGISTRATION_MESSAGES,
  RegisterUserRequestSchema,
  type RegisterUserInput,
  type RegisterUserRequest,
  type RegistrationDisclaimer,
} from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import {
  Alert,
  Button,
  FieldError,
  PasswordField,
  RequiredMark,
  Skeleton,
  Spinner,
  TextField,
  type TextFieldProps,
  inputClassName,
  cn,
} from '../../../ui';
import { useRegistrationDisclaimers } from '../api/get-registration-disclaimers';
import { useReferenceStores } from '../api/get-stores';
import { useRegisterUser } from '../api/register-user';
import { ConsentCheckbox } from './consent-checkbox';

/** What a caller may fill in ahead (social login: the provider's name and address). */
export type RegistrationPrefill = Partial<
  Omit<RegisterUserInput, 'disclaimers' | 'password' | 'confirmEmail'>
>;

type TextFieldName = Exclude<keyof RegisterUserInput, 'disclaimers'>;

const EMPTY: Required<Omit<RegisterUserInput, 'disclaimers'>> = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  password: '',
  birthdate: '',
  phone: '',
  fiscalCode: '',
  address1: '',
  addressNumber: '',
  postalCode: '',
  province: '',
  city: '',
  referenceStoreId: '',
  fidelityCard: '',
};

/** Client-side, the consents the brand marks required must be ticked too (docs/rules/account.md Registration). */
function schemaFor(disclaimers: RegistrationDisclaimer[]) {
  return RegisterUserRequestSchema.superRefine((data, ctx) => {
    disclaimers.forEach((disclaimer, index) => {
      if (!disclaimer.required) return;
      const answer = data.disclaimers.find(
        (a) => a.disclaimerId === disclaimer.registrationDisclaimerId,
      );
      if (answer?.accepted !== true)
        ctx.addIssue({
          code: 'custom',
          message:
            disclaimer.code === 'privacy'
              ? REGISTRATION_MESSAGES.privacyRequired
              : REGISTRATION_MESSAGES.requiredDisclaimer,
          path: ['disclaimers', index, 'accepted'],
        });
    });
  });
}

export interface RegistrationFormProps {
  /** Values to start from; applied later too, to the fields the shopper has not touched. */
  prefill?: RegistrationPrefill;
  /** Called with the address the confirmation mail went to. */
  onRegistered: (email: string, loggedIn: boolean) => void;
}

/**
 * docs/rules/account.md /registration-user: every field of docs/rules/account.md Registration fields with
 * the domain's validators (the same schema register_user runs), the stores to
 * choose from and the consents of registration-disclaimer/list. A server
 * refusal lands under its field; what was typed stays.
 */
export function RegistrationForm({ prefill, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  const { t: tAuth } = useTranslation('auth');
  const disclaimers = useRegistrationDisclaimers();
  const stores = useReferenceStores();
  const mutation = useRegisterUser();
  const [serverMessage, setServerMessage] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);

  const offered = useMemo(() => disclaimers.data ?? [], [disclaimers.data]);
  const resolver = useMemo(() => zodResolver(schemaFor(offered)), [offered]);
  const form = useForm<RegisterUserInput, unknown, RegisterUserRequest>({
    resolver,
    defaultValues: { ...EMPTY, ...prefill, disclaimers: [] },
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState, setValue, getValues, setError } = form;
  const { errors } = formState;

  // The consents arrive after the form: one unticked answer per text, in the list's order.
  useEffect(() => {
    const current = getValues('disclaimers') ?? [];
    setValue(
      'disclaimers',
      offered.map((d) => ({
        disclaimerId: d.registrationDisclaimerId,
        accepted:
          current.find((a) => a.disclaimerId === d.registrationDisclaimerId)?.accepted ?? false,
      })),
    );
  }, [offered, getValues, setValue]);

  // A prefill that arrives late fills only what the shopper has not typed in yet.
  useEffect(() => {
    if (!prefill) return;
    for (const [name, value] of Object.entries(prefill) as [TextFieldName, string | undefined][])
      if (value && !formState.dirtyFields[name] && !getValues(name)) setValue(name, value);
    // dirtyFields is read, not watched: only a new prefill should fill again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill, getValues, setValue]);

  const onSubmit = handleSubmit(
    async () => {
      setServerMessage('');
      // The API validates the form's own input (the same schema), not the parsed values.
      const input = getValues();
      try {
        const { email, loggedIn = false } = await mutation.mutateAsync(input);
        onRegistered(email, loggedIn);
      } catch (error) {
        const field = isApiError(error) ? error.field : undefined;
        const target = field ? formFieldOf(field, offered) : null;
        if (target && isApiError(error)) {
          setError(target, { type: 'server', message: error.message }, { shouldFocus: true });
        } else {
          setServerMessage(isApiError(error) ? error.message : tErrors('generic'));
          alertRef.current?.focus();
        }
      }
    },
    () => setServerMessage(''),
  );

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

      <div ref={alertRef} tabIndex={-1} role="alert" className="empty:sr-only focus:outline-none">
        {serverMessage ? <Alert variant="error">{serverMessage}</Alert> : null}
      </div>

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

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-4 text-lg font-bold text-ink">{t('sections.consents')}</legend>
        {disclaimers.isPending ? (
          <div aria-hidden="true" className="flex flex-col gap-3">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : disclaimers.isError ? (
          <Alert variant="error">
            {t('consentsError')}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void disclaimers.refetch()}
            >
              {t('retry')}
            </button>
          </Alert>
        ) : (
          offered.map((disclaimer, index) => (
            <Controller
              key={disclaimer.registrationDisclaimerId}
              control={control}
              name={`disclaimers.${index}.accepted`}
              render={({ field, fieldState }) => (
                <ConsentCheckbox
                  disclaimer={disclaimer}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  name={field.name}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))
        )}
      </fieldset>

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

/** The form's field for a field the server named ('disclaimers.<id>' is the consent's checkbox). */
function formFieldOf(
  field: string,
  offered: RegistrationDisclaimer[],
): FieldPath<RegisterUserInput> | null {
  const consent = /^disclaimers\.(\d+)$/.exec(field);
  if (consent) {
    const index = offered.findIndex((d) => d.registrationDisclaimerId === Number(consent[1]));
    return index >= 0 ? `disclaimers.${index}.accepted` : null;
  }
  return field in EMPTY ? (field as TextFieldName) : null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-4 text-lg font-bold text-ink">{title}</legend>
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface StoreOption {
  storeId: number;
  name: string;
  city: string;
}

function StoreSelect({
  error,
  stores,
  isLoading,
  isError,
  onRetry,
  ref,
  ...select
}: {
  error?: string;
  stores: StoreOption[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  ref?: React.Ref<HTMLSelectElement>;
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useTranslation('registration');
  const id = 'registration-store';
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('fields.referenceStoreId')}
        <RequiredMark />
      </label>
      <select
        id={id}
        ref={ref}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={isLoading}
        className={cn(inputClassName, 'appearance-auto')}
        {...select}
      >
        <option value="">{isLoading ? t('storesLoading') : t('fields.chooseStore')}</option>
        {(stores ?? []).map((store) => (
          <option key={store.storeId} value={String(store.storeId)}>
            {store.name} — {store.city}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {isError ? (
        <Alert variant="error">
          {t('storesError')}{' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
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
import { useRegistrationDisclaimers } from '../api/get-registration-disclaimers';
import { useRegisterUser } from '../api/register-user';

/** What a caller may fill in ahead (social login: the provider's name and address). */
export type RegistrationPrefill = Partial<
  Omit<RegisterUserInput, 'disclaimers' | 'password' | 'confirmEmail'>
>;

export type TextFieldName = Exclude<keyof RegisterUserInput, 'disclaimers'>;

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

export interface RegistrationFormOptions {
  /** Values to start from; applied later too, to the fields the shopper has not touched. */
  prefill?: RegistrationPrefill;
  /** Called with the address the confirmation mail went to. */
  onRegistered: (email: string, loggedIn: boolean) => void;
}

/**
 * The registration form's state: the domain's schema with the brand's
 * required consents, the consents' answers once their texts arrive, a late
 * prefill, and register_user, whose refusal lands under its field or, without
 * one, in the form's alert.
 */
export function useRegistrationForm({ prefill, onRegistered }: RegistrationFormOptions) {
  const { t: tErrors } = useTranslation('errors');
  const disclaimers = useRegistrationDisclaimers();
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
  const { handleSubmit, formState, setValue, getValues, setError } = form;

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

  return { form, disclaimers, offered, mutation, serverMessage, alertRef, onSubmit };
}

import { useId } from 'react';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Truck } from 'lucide-react';
import type { z } from 'zod';
import { LoginFormSchema, canSubmitLogin, type Cart } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { AppLink } from '../../../lib/navigation';
import { Button, Checkbox, FieldError, Input, Label, PasswordInput, Spinner } from '../../../ui';
import {
  FORGOT_PASSWORD_PATH,
  HOME_DELIVERY_INFO_PATH,
  REGISTRATION_COMPLETED_PATH,
  REGISTRATION_PATH,
} from '../../../config/paths';
import { ResponseMessageBox, failureMessages } from '../../../components/response-message-box';
import { useLoginMutation } from '../api/login';
import { SocialLoginButtons } from './social-login-buttons';

/** The refusal of an account whose e-mail is not confirmed yet: the form offers the resend. */
const EMAIL_NOT_CONFIRMED = 'auth.email_not_confirmed';

type LoginFormInput = z.input<typeof LoginFormSchema>;
type LoginFormOutput = z.output<typeof LoginFormSchema>;

export interface LoginFormProps {
  /** Called with the shopper's cart after a successful login. */
  onSuccess: (cart: Cart) => void;
  /** Called when the shopper follows one of the form's links (a dialog closes then). */
  onNavigate?: () => void;
  /** Focus the e-mail field when the form appears (the /login page, the dialog). */
  autoFocus?: boolean;
  /** Where a social login lands when the caller knows (else /profile/dashboard, docs/rules/account.md). */
  socialRedirect?: string;
}

/**
 * docs/rules/account.md Login screen, shared by /login and the login dialog: e-mail,
 * password with show/hide, remember me, recovery and registration (when the
 * brand allows registration), the home-delivery info link and a message area
 * for the server's answer. Validation is the domain's LoginFormSchema.
 */
export function LoginForm({
  onSuccess,
  onNavigate,
  autoFocus = false,
  socialRedirect,
}: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const brand = useBrand();
  const id = useId();
  const mutation = useLoginMutation();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      if (!canSubmitLogin(values.password)) return; // docs/rules/account.md: never submit an empty password
      try {
        const cart = await mutation.mutateAsync({
          email: values.email,
          password: values.password,
          rememberMe: values.rememberMe ?? false,
        });
        onSuccess(cart);
      } catch {
        // the message area shows mutation.error; what was typed stays in the fields
      }
      // A new attempt with fields the validators refuse: the previous answer no longer applies.
    },
    () => mutation.reset(),
  );

  const ids = {
    email: `${id}-email`,
    emailError: `${id}-email-error`,
    password: `${id}-password`,
    passwordError: `${id}-password-error`,
    remember: `${id}-remember`,
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-busy={mutation.isPending}
    >
      <ResponseMessageBox
        errors={failureMessages(mutation.error, tErrors('generic'))}
        errorAction={
          isApiError(mutation.error) && mutation.error.code === EMAIL_NOT_CONFIRMED ? (
            <Link
              to={REGISTRATION_COMPLETED_PATH}
              state={{ email: getValues('email').trim() }}
              onClick={onNavigate}
              className="mt-2 block font-semibold underline"
            >
              {t('resendConfirmation')}
            </Link>
          ) : null
        }
      />

      <div>
        <Label htmlFor={ids.email}>{t('email')}</Label>
        <Input
          id={ids.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={t('emailPlaceholder')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
          className="mt-1.5"
          {...register('email')}
        />
        <FieldError id={ids.emailError}>{errors.email?.message}</FieldError>
      </div>

      <div>
        <Label htmlFor={ids.password}>{t('password')}</Label>
        <div className="mt-1.5">
          <PasswordInput
            id={ids.password}
            autoComplete="current-password"
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? ids.passwordError : undefined}
            {...register('password')}
          />
        </div>
        <FieldError id={ids.passwordError}>{errors.password?.message}</FieldError>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-h-11 items-center gap-3">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id={ids.remember}
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor={ids.remember} className="cursor-pointer font-medium">
            {t('rememberMe')}
          </Label>
        </div>
        {brand.flags.registration ? (
          <AppLink
            to={FORGOT_PASSWORD_PATH}
            onClick={onNavigate}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline hover:text-primary-dark"
          >
            {t('forgotPassword')}
          </AppLink>
        ) : null}
      </div>

      <Button type="submit" size="lg" block disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {mutation.isPending ? t('submitting') : t('submit')}
      </Button>

      <SocialLoginButtons redirectTo={socialRedirect} />

      {brand.flags.registration ? (
        <div className="flex flex-col gap-3 border-t border-line pt-5 text-center">
          <p className="text-sm text-ink-muted">{t('noAccount')}</p>
          <Button asChild variant="outline" size="lg" block>
            <AppLink to={REGISTRATION_PATH} onClick={onNavigate}>
              {t('register')}
            </AppLink>
          </Button>
        </div>
      ) : null}

      <AppLink
        to={HOME_DELIVERY_INFO_PATH}
        onClick={onNavigate}
        className="inline-flex min-h-11 items-center justify-center gap-2 self-center text-sm font-semibold text-secondary-dark underline hover:text-secondary"
      >
        <Truck aria-hidden="true" className="size-5" />
        {t('homeDeliveryInfo')}
      </AppLink>
    </form>
  );
}

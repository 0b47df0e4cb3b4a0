import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { SocialLinkFormSchema } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { AppLink, safeRedirectTarget, usePageTitle } from '../../../lib/navigation';
import {
  Alert,
  Button,
  Checkbox,
  FieldError,
  Label,
  PasswordInput,
  Skeleton,
  Spinner,
} from '../../../ui';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, USER_BOARD_PATH } from '../../../config/paths';
import { ResponseMessageBox, failureMessages } from '../../../components/response-message-box';
import { useLinkSocialAccount, useSocialUserDetail } from '../api/social-login';

type FormInput = z.input<typeof SocialLinkFormSchema>;
type FormOutput = z.output<typeof SocialLinkFormSchema>;

const PROVIDER_NAMES = { google: 'Google', facebook: 'Facebook' } as const;

function LinkForm({ email, provider }: { email: string; provider: string }) {
  const { t } = useTranslation('auth');
  const { t: tErrors } = useTranslation('errors');
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get('redirect'), USER_BOARD_PATH);
  const mutation = useLinkSocialAccount();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(SocialLinkFormSchema),
    defaultValues: { password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({
        password: values.password,
        rememberMe: values.rememberMe ?? false,
      });
      void navigate(target, { replace: true });
    } catch {
      // the message area shows mutation.error
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-busy={mutation.isPending}
    >
      <p className="text-ink">{t('socialLinkIntro', { provider, email })}</p>
      <ResponseMessageBox errors={failureMessages(mutation.error, tErrors('generic'))} />
      {/* The account's login, for password managers; it is the e-mail the provider gave. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div>
        <Label htmlFor={`${id}-password`}>{t('password')}</Label>
        <div className="mt-1.5">
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            autoFocus
            showLabel={t('showPassword')}
            hideLabel={t('hidePassword')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password')}
          />
        </div>
        <FieldError id={`${id}-password-error`}>{errors.password?.message}</FieldError>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex min-h-11 items-center gap-3">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id={`${id}-remember`}
                name={field.name}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Label htmlFor={`${id}-remember`} className="cursor-pointer font-medium">
            {t('rememberMe')}
          </Label>
        </div>
        <AppLink
          to={FORGOT_PASSWORD_PATH}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline hover:text-primary-dark"
        >
          {t('forgotPassword')}
        </AppLink>
      </div>
      <Button type="submit" size="lg" block disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {mutation.isPending ? t('submitting') : t('socialLinkSubmit', { provider })}
      </Button>
    </form>
  );
}

/**
 * /social-login/link: the provider vouched for an e-mail that has an account
 * here already; the account's password is asked before the two are linked
 * (issue 15), so nobody gets in by claiming someone's address at a provider.
 */
export function SocialLinkRoute() {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const detail = useSocialUserDetail();
  usePageTitle(t('socialLinkPageTitle', { brand: brand.name }));
  const pending = detail.data?.mode === 'link' ? detail.data : null;
  const provider = pending ? PROVIDER_NAMES[pending.provider] : '';

  return (
    <div className="bg-surface-muted px-3 py-8 sm:py-14">
      <section
        aria-labelledby="social-link-title"
        className="mx-auto w-full max-w-[600px] rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-10"
      >
        <h1 id="social-link-title" className="mb-5 text-2xl font-bold text-ink sm:text-3xl">
          {pending ? t('socialLinkTitle', { provider }) : t('socialLinkPageHeading')}
        </h1>
        {detail.isPending ? (
          <div className="space-y-5" aria-hidden="true">
            <Skeleton className="h-12" />
            <Skeleton className="h-[76px]" />
            <Skeleton className="h-12 rounded-full" />
          </div>
        ) : pending ? (
          <LinkForm email={pending.email} provider={provider} />
        ) : (
          <div className="flex flex-col gap-5">
            <Alert variant="warning" role="alert">
              {detail.error && isApiError(detail.error)
                ? detail.error.message
                : t('socialNoPending')}
            </Alert>
            <Button asChild size="lg" block>
              <AppLink to={LOGIN_PATH}>{t('socialBackToLogin')}</AppLink>
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

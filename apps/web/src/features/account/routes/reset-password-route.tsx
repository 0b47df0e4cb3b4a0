import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { NewPasswordFormSchema } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { AppLink, allowEntry, usePageTitle } from '../../../lib/navigation';
import { Alert, Button, PasswordField, Skeleton, Spinner } from '../../../ui';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_COMPLETED_PATH } from '../../../config/paths';
import { useResetPassword, useResetTokenCheck } from '../api/password-reset';
import { PageCard } from '../../../components/page-card';
import { ResponseMessageBox } from '../../../components/response-message-box';
import { ENTRY_PAGES } from '../model/entry-pages';
import { applyServerErrors } from '../model/server-errors';

type Input = z.input<typeof NewPasswordFormSchema>;
type Output = z.output<typeof NewPasswordFormSchema>;

/** /reset-password and /registration/reset-password: the mail's link (?token=…&login=…). */
export function ResetPasswordRoute() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const login = params.get('login') ?? '';
  const check = useResetTokenCheck(token, login);
  usePageTitle(t('reset.form.pageTitle', { brand: brand.name }));

  return (
    <PageCard title={t('reset.form.title')}>
      {check.isPending ? (
        <div className="mt-6 flex flex-col gap-4" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : check.isError ? (
        <div className="mt-6 flex flex-col gap-4">
          <Alert variant="error">
            {isApiError(check.error) ? check.error.message : t('errorGeneric')}
          </Alert>
          <Button asChild>
            <AppLink to={FORGOT_PASSWORD_PATH}>{t('reset.form.newLink')}</AppLink>
          </Button>
        </div>
      ) : (
        <NewPasswordForm token={token} login={check.data.login} />
      )}
    </PageCard>
  );
}

function NewPasswordForm({ token, login }: { token: string; login: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const passwordLabels = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await reset.mutateAsync({ token, login, password: values.password });
      allowEntry(ENTRY_PAGES.resetPasswordCompleted);
      void navigate(RESET_PASSWORD_COMPLETED_PATH, { replace: true });
    } catch (error) {
      setAlert(applyServerErrors(error, ['password'], form.setError, t('errorGeneric')));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-4 flex flex-col gap-5"
      aria-busy={reset.isPending}
    >
      <p className="text-ink-muted">{t('reset.form.intro', { login })}</p>
      <ResponseMessageBox errors={alert} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      <PasswordField
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        requiredMark
        autoComplete="new-password"
        {...passwordLabels}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        requiredMark
        autoComplete="new-password"
        {...passwordLabels}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" block disabled={reset.isPending}>
        {reset.isPending ? <Spinner /> : null}
        {t('reset.form.submit')}
      </Button>
    </form>
  );
}

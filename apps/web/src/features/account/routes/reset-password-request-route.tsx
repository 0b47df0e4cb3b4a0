import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordResetRequestFormSchema } from '@spesa/domain';
import { useBrand } from '../../../lib/brand';
import { useRecaptcha } from '../../../lib/recaptcha';
import { AppLink, allowEntry, usePageTitle } from '../../../lib/navigation';
import { Button, Spinner, TextField } from '../../../ui';
import { LOGIN_PATH, RESET_PASSWORD_SENT_PATH } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/password-reset';
import { PageCard } from '../../../components/page-card';
import { ResponseMessageBox } from '../../../components/response-message-box';
import { ENTRY_PAGES } from '../model/entry-pages';
import { applyServerErrors } from '../model/server-errors';

type Input = z.input<typeof PasswordResetRequestFormSchema>;
type Output = z.output<typeof PasswordResetRequestFormSchema>;

/** /reset-password-request: the e-mail of the account whose password is forgotten. */
export function ResetPasswordRequestRoute() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  useRecaptcha();
  const [alert, setAlert] = useState<string | null>(null);
  usePageTitle(t('reset.request.pageTitle', { brand: brand.name }));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(PasswordResetRequestFormSchema),
    defaultValues: { email: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await request.mutateAsync({ email: values.email });
      allowEntry(ENTRY_PAGES.resetPasswordSent);
      void navigate(RESET_PASSWORD_SENT_PATH, { state: { email: values.email } });
    } catch (error) {
      setAlert(applyServerErrors(error, ['email'], form.setError, t('errorGeneric')));
    }
  });

  return (
    <PageCard title={t('reset.request.title')}>
      <p className="mt-2 mb-6 text-ink-muted">{t('reset.request.intro')}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-busy={request.isPending}
      >
        <ResponseMessageBox errors={alert} />
        <TextField
          label={t('fields.email')}
          requiredMark
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" block disabled={request.isPending}>
          {request.isPending ? <Spinner /> : null}
          {t('reset.request.submit')}
        </Button>
        <AppLink
          to={LOGIN_PATH}
          className="inline-flex min-h-11 items-center self-center text-sm font-semibold text-primary underline hover:text-primary-dark"
        >
          {t('reset.backToLogin')}
        </AppLink>
      </form>
    </PageCard>
  );
}

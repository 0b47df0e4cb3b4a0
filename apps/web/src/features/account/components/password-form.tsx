import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, ChangePasswordFormSchema } from '@spesa/domain';
import { Button, PasswordField, Spinner } from '../../../ui';
import { useChangePassword } from '../api/profile';
import { applyServerErrors } from '../model/server-errors';
import { ResponseMessageBox } from '../../../components/response-message-box';

type Input = z.input<typeof ChangePasswordFormSchema>;
type Output = z.output<typeof ChangePasswordFormSchema>;
const EMPTY: Input = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** update_password: the current password first; the other devices are logged out. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [status, setStatus] = useState<{ saved: string | null; error: string | null }>({
    saved: null,
    error: null,
  });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const passwordLabels = { showLabel: t('showPassword'), hideLabel: t('hidePassword') };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus({ saved: null, error: null });
    try {
      await change.mutateAsync(values);
      form.reset(EMPTY);
      setStatus({ saved: ACCOUNT_MESSAGES.passwordChanged, error: null });
    } catch (failure) {
      setStatus({
        saved: null,
        error: applyServerErrors(
          failure,
          ['oldPassword', 'newPassword'],
          form.setError,
          t('errorGeneric'),
        ),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={change.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <PasswordField
          label={t('fields.oldPassword')}
          requiredMark
          autoComplete="current-password"
          {...passwordLabels}
          error={errors.oldPassword?.message}
          {...form.register('oldPassword')}
        />
        <PasswordField
          label={t('fields.newPassword')}
          requiredMark
          autoComplete="new-password"
          {...passwordLabels}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          requiredMark
          autoComplete="new-password"
          {...passwordLabels}
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </div>
      <p className="text-xs text-ink-muted">{t('fields.passwordHint')}</p>
      <ResponseMessageBox errors={status.error} infos={status.saved} />
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? <Spinner /> : null}
        {t('profile.password.submit')}
      </Button>
    </form>
  );
}

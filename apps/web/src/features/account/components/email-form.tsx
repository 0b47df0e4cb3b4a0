import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, ChangeEmailFormSchema, type PersonDetail } from '@spesa/domain';
import { Button, PasswordField, Spinner, TextField } from '../../../ui';
import { useRequestEmailChange } from '../api/profile';
import { applyServerErrors } from '../model/server-errors';
import { ResponseMessageBox } from '../../../components/response-message-box';

type Input = z.input<typeof ChangeEmailFormSchema>;
type Output = z.output<typeof ChangeEmailFormSchema>;
const EMPTY: Input = { newEmail: '', password: '' };

/**
 * update_email_request: the account's password first, then the new address
 * gets a link and the change waits for it. A refusal keeps what was typed.
 */
export function EmailForm({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('account');
  const request = useRequestEmailChange();
  const [status, setStatus] = useState<{ saved: string | null; error: string | null }>({
    saved: null,
    error: null,
  });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ChangeEmailFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus({ saved: null, error: null });
    try {
      await request.mutateAsync(values);
      setStatus({ saved: ACCOUNT_MESSAGES.emailChangeRequested, error: null });
      form.reset(EMPTY);
    } catch (failure) {
      setStatus({
        saved: null,
        error: applyServerErrors(
          failure,
          ['newEmail', 'password'],
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
      aria-busy={request.isPending}
    >
      <p className="text-ink">
        {t('profile.email.current')} <strong className="break-all">{person.email}</strong>
      </p>
      <TextField
        label={t('fields.newEmail')}
        requiredMark
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={form.formState.errors.newEmail?.message}
        className="sm:max-w-md"
        {...form.register('newEmail')}
      />
      <PasswordField
        label={t('fields.oldPassword')}
        hint={t('profile.email.passwordHint')}
        requiredMark
        autoComplete="current-password"
        showLabel={t('showPassword')}
        hideLabel={t('hidePassword')}
        error={form.formState.errors.password?.message}
        className="sm:max-w-md"
        {...form.register('password')}
      />
      <ResponseMessageBox errors={status.error} infos={status.saved} />
      <Button type="submit" className="self-start" disabled={request.isPending}>
        {request.isPending ? <Spinner /> : null}
        {t('profile.email.submit')}
      </Button>
    </form>
  );
}

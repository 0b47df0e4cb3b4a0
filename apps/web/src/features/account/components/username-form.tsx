import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, ChangeUsernameFormSchema, type PersonDetail } from '@spesa/domain';
import { Button, Spinner, TextField } from '../../../ui';
import { useUpdateUsername } from '../api/profile';
import { applyServerErrors } from '../model/server-errors';
import { ResponseMessageBox } from '../../../components/response-message-box';

type Input = z.input<typeof ChangeUsernameFormSchema>;
type Output = z.output<typeof ChangeUsernameFormSchema>;

/** update_username: a login name of one's own; the e-mail still logs in too. */
export function UsernameForm({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('account');
  const update = useUpdateUsername();
  const [status, setStatus] = useState<{ saved: string | null; error: string | null }>({
    saved: null,
    error: null,
  });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ChangeUsernameFormSchema),
    defaultValues: { username: person.login },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus({ saved: null, error: null });
    try {
      const saved = await update.mutateAsync(values.username.trim());
      form.reset({ username: saved.login });
      setStatus({ saved: ACCOUNT_MESSAGES.usernameSaved, error: null });
    } catch (failure) {
      setStatus({
        saved: null,
        error: applyServerErrors(failure, ['username'], form.setError, t('errorGeneric')),
      });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={update.isPending}
    >
      <TextField
        label={t('fields.username')}
        hint={t('fields.usernameHint')}
        requiredMark
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={60}
        error={form.formState.errors.username?.message}
        className="sm:max-w-md"
        {...form.register('username')}
      />
      <ResponseMessageBox errors={status.error} infos={status.saved} />
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : null}
        {t('profile.username.submit')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, ContactFormSchema, type PersonDetail } from '@spesa/domain';
import { Button, Spinner, TextField } from '../../../ui';
import { useUpdateContact } from '../api/profile';
import { applyServerErrors } from '../model/server-errors';
import { ResponseMessageBox } from '../../../components/response-message-box';

type Input = z.input<typeof ContactFormSchema>;
type Output = z.output<typeof ContactFormSchema>;

/** update_contact: the telephone number the courier or the store calls. */
export function ContactForm({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('account');
  const update = useUpdateContact();
  const [status, setStatus] = useState<{ saved: string | null; error: string | null }>({
    saved: null,
    error: null,
  });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ContactFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: person.phone ?? '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus({ saved: null, error: null });
    try {
      await update.mutateAsync(values);
      setStatus({ saved: ACCOUNT_MESSAGES.contactSaved, error: null });
    } catch (failure) {
      setStatus({
        saved: null,
        error: applyServerErrors(failure, ['phone'], form.setError, t('errorGeneric')),
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
        label={t('fields.phone')}
        hint={t('fields.phoneHint')}
        requiredMark
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
        error={form.formState.errors.phone?.message}
        className="sm:max-w-sm"
        {...form.register('phone')}
      />
      <ResponseMessageBox errors={status.error} infos={status.saved} />
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : null}
        {t('profile.contact.submit')}
      </Button>
    </form>
  );
}

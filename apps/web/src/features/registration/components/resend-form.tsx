import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_MESSAGES, VALIDATION_MESSAGES, isValidEmail } from '@spesa/domain';
import { Alert, Button, Spinner, TextField } from '../../../ui';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * registration_resend_email: with the address known it is one button; else
 * the shopper types it. The server's answer (sent, or the throttle's message)
 * shows here; it never says whether the address has an account.
 */
export function ResendForm({ email: knownEmail }: { email?: string }) {
  const { t } = useTranslation('registration');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const mutation = useResendConfirmation();
  const email = knownEmail ?? typed.trim();

  const send = () => {
    if (!isValidEmail(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    mutation.mutate(email);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-describedby={`${id}-status`}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {knownEmail ? null : (
        <TextField
          label={t('completed.resendEmailLabel')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={invalid ? VALIDATION_MESSAGES.email : undefined}
        />
      )}
      <Button type="submit" variant="outline" size="lg" block disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {mutation.isPending ? t('completed.resending') : t('completed.resend')}
      </Button>
      <div id={`${id}-status`} role="status" className="empty:sr-only">
        {mutation.isError ? (
          <Alert variant="error">{mutation.error.message}</Alert>
        ) : mutation.isSuccess ? (
          <Alert variant="success">{REGISTRATION_MESSAGES.resent}</Alert>
        ) : null}
      </div>
    </form>
  );
}

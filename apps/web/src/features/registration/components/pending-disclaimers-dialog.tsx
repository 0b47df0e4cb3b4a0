import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { isApiError } from '../../../lib/api';
import { DialogFrame } from '../../../components/dialog-frame';
import { Alert, Button, DialogBody, DialogDescription, DialogFooter, Spinner } from '../../../ui';
import { checkDisclaimerQueryOptions, useUpdateDisclaimers } from '../api/user-disclaimers';
import { ConsentCheckbox } from './consent-checkbox';

export interface PendingDisclaimersDialogProps {
  /** The way out for a shopper who does not accept: the app's logout. */
  onLogout: () => void;
}

/**
 * A required text with a newer version (check-disclaimer, docs/rules/account.md legal
 * acceptance): after login the shopper is asked to accept it before going on.
 * The dialog cannot be dismissed; declining means logging out.
 */
export function PendingDisclaimersDialog({ onLogout }: PendingDisclaimersDialogProps) {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  const session = useSession();
  const check = useQuery({
    ...checkDisclaimerQueryOptions(session.user.userId),
    enabled: session.isAuthenticated,
  });
  const update = useUpdateDisclaimers();
  const [ticked, setTicked] = useState<Record<number, boolean>>({});
  const [showErrors, setShowErrors] = useState(false);
  const pending = check.data?.registrationDisclaimers ?? [];
  const open = session.isAuthenticated && check.data?.needsAcceptance === true;

  const accept = () => {
    if (pending.some((d) => !ticked[d.registrationDisclaimerId])) {
      setShowErrors(true);
      return;
    }
    update.mutate({
      disclaimers: pending.map((d) => ({
        disclaimerId: d.registrationDisclaimerId,
        accepted: true,
      })),
    });
  };

  return (
    <DialogFrame
      open={open}
      closable={false}
      className="max-w-[600px]"
      onEscapeKeyDown={(event) => event.preventDefault()}
      onInteractOutside={(event) => event.preventDefault()}
      title={t('pending.title')}
    >
      <DialogBody className="flex flex-col gap-5">
        <DialogDescription className="text-base">{t('pending.intro')}</DialogDescription>
        {pending.map((disclaimer) => (
          <ConsentCheckbox
            key={disclaimer.registrationDisclaimerId}
            disclaimer={disclaimer}
            checked={ticked[disclaimer.registrationDisclaimerId] === true}
            onCheckedChange={(checked) =>
              setTicked((current) => ({
                ...current,
                [disclaimer.registrationDisclaimerId]: checked,
              }))
            }
            note={t('consents.version', { version: disclaimer.version })}
            error={
              showErrors && !ticked[disclaimer.registrationDisclaimerId]
                ? t('pending.mustAccept')
                : undefined
            }
          />
        ))}
        {update.isError ? (
          <Alert variant="error" role="alert">
            {isApiError(update.error) ? update.error.message : tErrors('generic')}
          </Alert>
        ) : null}
      </DialogBody>
      <DialogFooter className="flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onLogout}>
          {t('pending.logout')}
        </Button>
        <Button onClick={accept} disabled={update.isPending}>
          {update.isPending ? <Spinner /> : null}
          {update.isPending ? t('pending.accepting') : t('pending.accept')}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}

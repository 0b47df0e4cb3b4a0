import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, REGISTRATION_MESSAGES, type UserDisclaimer, onFirstUse } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { Alert, Button, Skeleton, Spinner } from '../../../ui';
import { useUpdateDisclaimers, useUserDisclaimers } from '../api/user-disclaimers';
import { ConsentCheckbox } from './consent-checkbox';

const answersKey = (disclaimers: UserDisclaimer[]): string =>
  disclaimers
    .map((d) => [d.registrationDisclaimerId, d.version, d.accepted, d.acceptedVersion, d.decidedAt])
    .join('|');

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long' }));

/**
 * The shopper's consents on the profile page (docs/rules/account.md list-by-type and
 * update-disclaimer): each text with its answer, saved together. A required
 * text cannot be withdrawn here.
 */
export function ConsentsPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('registration');
  const list = useUserDisclaimers();
  const Heading = `h${headingLevel}` as const;

  return (
    <section aria-labelledby="consents-title" className="flex flex-col gap-4">
      <Heading id="consents-title" className="text-lg font-bold text-ink sm:text-xl">
        {t('consents.title')}
      </Heading>
      <p className="text-sm text-ink-muted">{t('consents.intro')}</p>
      {list.isPending ? (
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : list.isError ? (
        <Alert variant="error" role="alert">
          {t('consents.loadError')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void list.refetch()}
          >
            {t('retry')}
          </button>
        </Alert>
      ) : list.data.length === 0 ? (
        <p className="text-ink-muted">{t('consents.empty')}</p>
      ) : (
        // Keyed by the answers: a save that comes back resets the local choices to them,
        // while a refetch that brings the same answers leaves a choice being made alone.
        <ConsentsForm key={answersKey(list.data)} disclaimers={list.data} />
      )}
    </section>
  );
}

function ConsentsForm({ disclaimers }: { disclaimers: UserDisclaimer[] }) {
  const { t } = useTranslation('registration');
  const { t: tErrors } = useTranslation('errors');
  const update = useUpdateDisclaimers();
  const [choices, setChoices] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(
      disclaimers.map((d) => [
        d.registrationDisclaimerId,
        d.accepted === true && d.acceptedVersion === d.version,
      ]),
    ),
  );
  const [showErrors, setShowErrors] = useState(false);
  const missing = (d: UserDisclaimer) => d.required && !choices[d.registrationDisclaimerId];

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (disclaimers.some(missing)) {
          setShowErrors(true);
          return;
        }
        update.mutate({
          disclaimers: disclaimers.map((d) => ({
            disclaimerId: d.registrationDisclaimerId,
            accepted: choices[d.registrationDisclaimerId] === true,
          })),
        });
      }}
    >
      {disclaimers.map((disclaimer) => (
        <ConsentCheckbox
          key={disclaimer.registrationDisclaimerId}
          disclaimer={disclaimer}
          checked={choices[disclaimer.registrationDisclaimerId] === true}
          onCheckedChange={(checked) =>
            setChoices((current) => ({
              ...current,
              [disclaimer.registrationDisclaimerId]: checked,
            }))
          }
          note={
            disclaimer.accepted === true && disclaimer.decidedAt
              ? t('consents.acceptedOn', {
                  date: dateFormat().format(new Date(disclaimer.decidedAt)),
                })
              : undefined
          }
          error={
            showErrors && missing(disclaimer)
              ? disclaimer.code === 'privacy'
                ? REGISTRATION_MESSAGES.privacyKept
                : REGISTRATION_MESSAGES.requiredDisclaimer
              : undefined
          }
        />
      ))}
      {update.isError ? (
        <Alert variant="error" role="alert">
          {isApiError(update.error) ? update.error.message : tErrors('generic')}
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={update.isPending}>
        {update.isPending ? <Spinner /> : null}
        {update.isPending ? t('consents.saving') : t('consents.save')}
      </Button>
    </form>
  );
}

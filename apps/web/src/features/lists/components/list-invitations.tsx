import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import type { InvitationAnswer, WishlistInvitation } from '@spesa/domain';
import { refusalMessage } from '../../../lib/api';
import { Alert, Button, Spinner } from '../../../ui';
import { cn } from '../../../ui/cn';
import { useAcceptInvitation, useLeaveList } from '../api/use-list-mutations';

/** The invitation the mail's button opened the page on (?invito=&risposta=), if any. */
export interface InvitationInView {
  listId: number;
  answer: InvitationAnswer;
}

function InvitationCard({
  invitation,
  inView,
  onAnswered,
}: {
  invitation: WishlistInvitation;
  inView: InvitationAnswer | null;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('lists');
  const accept = useAcceptInvitation();
  const decline = useLeaveList();
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;
  const chosen = useRef<HTMLButtonElement>(null);
  const other = useRef<HTMLButtonElement>(null);

  // The mail's button leads here with its answer ready, one tap away: a link alone never answers.
  useEffect(() => {
    if (!inView) return;
    const button = chosen.current;
    button?.scrollIntoView({ block: 'center' });
    button?.focus({ preventScroll: true });
  }, [inView]);

  const { firstName, lastName } = invitation.owner;
  return (
    <article
      aria-label={t('invitations.from', { firstName, lastName, name: invitation.name })}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:items-center',
        inView ? 'border-primary ring-2 ring-primary' : null,
      )}
    >
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Mail aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold break-words text-ink">
          {t('invitations.from', { firstName, lastName, name: invitation.name })}
        </p>
        <p className="text-sm text-ink-muted">
          {t(invitation.grant === 'READ' ? 'invitations.read' : 'invitations.edit')}
        </p>
        {failure ? (
          <Alert variant="error" className="mt-2">
            {refusalMessage(failure) ?? t('invitations.failed')}
          </Alert>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          ref={inView === 'rifiuta' ? other : chosen}
          size="sm"
          disabled={busy}
          aria-label={t('invitations.acceptName', { name: invitation.name })}
          onClick={() => accept.mutate(invitation.listId, { onSuccess: onAnswered })}
        >
          {accept.isPending ? <Spinner /> : null}
          {t('invitations.accept')}
        </Button>
        <Button
          ref={inView === 'rifiuta' ? chosen : other}
          size="sm"
          variant="outline-neutral"
          disabled={busy}
          aria-label={t('invitations.declineName', { name: invitation.name })}
          onClick={() => decline.mutate(invitation.listId, { onSuccess: onAnswered })}
        >
          {decline.isPending ? <Spinner /> : null}
          {t('invitations.decline')}
        </Button>
      </div>
    </article>
  );
}

/**
 * 'Le mie liste': the lists others shared with the shopper and not answered
 * yet (docs/rules/lists.md Sharing). Only an accepted one joins the lists; a
 * declined one is gone. The invitation the mail opened is marked, and one
 * it no longer finds says so.
 */
export function ListInvitations({
  invitations,
  inView,
  onAnswered,
}: {
  invitations: readonly WishlistInvitation[];
  inView: InvitationInView | null;
  /** An invitation answered: the mail's one is no longer to be shown. */
  onAnswered: () => void;
}) {
  const { t } = useTranslation('lists');
  const id = useId();
  const missing = inView !== null && !invitations.some((i) => i.listId === inView.listId);
  if (invitations.length === 0 && !missing) return null;
  return (
    <section aria-labelledby={id} className="mb-6">
      <h2 id={id} className="text-lg font-bold text-ink">
        {t('invitations.title')}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{t('invitations.intro')}</p>
      {missing ? (
        <Alert variant="info" className="mb-3">
          {t('invitations.gone')}
        </Alert>
      ) : null}
      <ul className="grid gap-3">
        {invitations.map((invitation) => (
          <li key={invitation.listId}>
            <InvitationCard
              invitation={invitation}
              inView={inView?.listId === invitation.listId ? inView.answer : null}
              onAnswered={onAnswered}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

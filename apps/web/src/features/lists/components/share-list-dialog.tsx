import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserRound, X } from 'lucide-react';
import { WishlistShareRequestSchema, type Wishlist, type WishlistGrant } from '@spesa/domain';
import { DialogFrame } from '../../../components/dialog-frame';
import { refusalMessage } from '../../../lib/api';
import {
  Alert,
  Badge,
  Button,
  DialogBody,
  DialogDescription,
  RadioGroup,
  RadioGroupItem,
  Spinner,
  TextField,
} from '../../../ui';
import { useShareList, useUnshareList } from '../api/use-list-mutations';

const emailProblem = (email: string): string | null => {
  const checked = WishlistShareRequestSchema.shape.email.safeParse(email);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
};

/**
 * The owner shares a named list by e-mail, READ (see it, put it into the cart)
 * or EDIT (also change it); sharing again changes the grant (docs/rules/lists.md
 * Sharing). Below, whom it is shared with, each with 'stop sharing'.
 */
export function ShareListDialog({ list, onClose }: { list: Wishlist; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const id = useId();
  const [current, setCurrent] = useState(list);
  const [email, setEmail] = useState('');
  const [grant, setGrant] = useState<WishlistGrant>('READ');
  const [error, setError] = useState<string | null>(null);
  const share = useShareList();
  const unshare = useUnshareList();
  const busy = share.isPending || unshare.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;
    share.mutate(
      { listId: list.listId, email: email.trim(), grant },
      {
        onSuccess: (answer) => {
          setCurrent(answer);
          setEmail('');
        },
        onError: (failure) => setError(refusalMessage(failure) ?? t('share.failed')),
      },
    );
  };
  const stop = (address: string) =>
    unshare.mutate({ listId: list.listId, email: address }, { onSuccess: setCurrent });

  const people = current.sharingData.sharedWith;
  return (
    <DialogFrame
      open
      onClose={() => (busy ? undefined : onClose())}
      className="max-w-[520px]"
      title={t('share.title', { name: list.name })}
      titleClassName="text-lg"
    >
      <DialogBody className="space-y-5">
        <DialogDescription className="text-ink-muted">{t('share.intro')}</DialogDescription>
        <form noValidate onSubmit={submit} aria-busy={share.isPending} className="space-y-4">
          <TextField
            label={t('share.email')}
            type="email"
            autoComplete="off"
            value={email}
            error={error ?? undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
          />
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">{t('share.grant')}</legend>
            <RadioGroup value={grant} onValueChange={(value) => setGrant(value as WishlistGrant)}>
              {(['READ', 'EDIT'] as const).map((value) => (
                <div key={value} className="flex min-h-11 items-center gap-3">
                  <RadioGroupItem id={`${id}-${value}`} value={value} />
                  <label htmlFor={`${id}-${value}`} className="cursor-pointer text-ink">
                    {t(value === 'READ' ? 'share.read' : 'share.edit')}
                  </label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          <Button type="submit" disabled={busy}>
            {share.isPending ? <Spinner /> : null}
            {t('share.submit')}
          </Button>
        </form>
        <section aria-labelledby={`${id}-people`} className="border-t border-line pt-4">
          <h3 id={`${id}-people`} className="mb-2 font-bold text-ink">
            {t('share.sharedWith')}
          </h3>
          {people.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('share.nobody')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {people.map((person) => (
                <li key={person.email} className="flex min-h-11 items-center gap-3">
                  <UserRound aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
                  <span className="min-w-0 flex-1 truncate text-ink">{person.email}</span>
                  <Badge variant="neutral" className="px-2">
                    {t(person.grant === 'READ' ? 'share.readBadge' : 'share.editBadge')}
                  </Badge>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={busy}
                    onClick={() => stop(person.email)}
                    aria-label={t('share.stopName', { email: person.email })}
                    title={t('share.stop')}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div role="alert" className="empty:sr-only">
            {unshare.isError ? (
              <Alert variant="error" className="mt-3">
                {refusalMessage(unshare.error) ?? t('share.stopFailed')}
              </Alert>
            ) : null}
          </div>
        </section>
      </DialogBody>
    </DialogFrame>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, KeyRound } from 'lucide-react';
import { checkApiKeyName, type ApiKey, type ApiKeyCreated } from '@spesa/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api';
import { Alert, Button, Skeleton, TextField } from '../../../ui';
import { useStaffMe } from '../api/staff';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/manager';
import { ManagerOnly } from '../components/manager-only';
import { LoadFailed } from '../components/load-failed';
import { StaffLayout } from '../components/staff-layout';
import { stampLabel } from '../model';

/** The new key, once: the shop keeps only its hash, so leaving the page loses it. */
function NewKey({ made, onDone }: { made: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation('staff');
  const [copied, setCopied] = useState<boolean | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was focused is gone: the key takes its place, and the focus.
  useEffect(() => heading.current?.focus(), []);
  const copy = () =>
    navigator.clipboard.writeText(made.key).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section
      aria-labelledby="chiave-nuova"
      className="space-y-3 rounded-xl border-2 border-primary bg-white p-4"
    >
      <h2 id="chiave-nuova" ref={heading} tabIndex={-1} className="font-bold text-ink">
        {t('keys.made', { name: made.apiKey.name })}
      </h2>
      <Alert variant="warning">{t('keys.onceOnly')}</Alert>
      <p>
        <code
          aria-label={t('keys.theKey')}
          className="block break-all rounded-lg bg-surface-muted px-3 py-2 font-mono text-sm text-ink"
        >
          {made.key}
        </code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('keys.copy')}
        </Button>
        <Button size="sm" variant="outline-neutral" onClick={onDone}>
          {t('keys.done')}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {copied === null ? '' : t(copied ? 'keys.copied' : 'keys.copyFailed')}
        </p>
      </div>
    </section>
  );
}

function CreateKey({ onMade }: { onMade: (made: ApiKeyCreated) => void }) {
  const { t } = useTranslation('staff');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  /** The reason a name was refused, under the field; any other failure above the button. */
  const [error, setError] = useState<{ text: string; onName: boolean } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = checkApiKeyName(name);
    if (wrong) {
      setError({ text: wrong, onName: true });
      return;
    }
    setError(null);
    create.mutate(name.trim(), {
      onSuccess: (made) => {
        setName('');
        onMade(made);
      },
      // What was typed stays in the field, with the server's reason under it.
      onError: (failure) =>
        setError({
          text: failure.message,
          onName: isApiError(failure) && failure.field === 'name',
        }),
    });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="chiave-crea"
      className="space-y-3 rounded-xl border border-line bg-white p-4"
    >
      <h2 id="chiave-crea" className="font-bold text-ink">
        {t('keys.create')}
      </h2>
      <TextField
        label={t('keys.name')}
        hint={t('keys.nameHint')}
        requiredMark
        name="name"
        autoComplete="off"
        value={name}
        maxLength={120}
        error={error?.onName ? error.text : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {error && !error.onName ? (
        <Alert variant="error" role="alert">
          {error.text}
        </Alert>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        <KeyRound aria-hidden />
        {t('keys.submit')}
      </Button>
    </form>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: (name: string) => void }) {
  const { t } = useTranslation('staff');
  return (
    <tr className="border-t border-line">
      <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
        {apiKey.name}
      </th>
      <td className="px-3 py-2">{stampLabel(apiKey.createdAt)}</td>
      <td className="px-3 py-2">
        {apiKey.lastUsedAt ? stampLabel(apiKey.lastUsedAt) : t('keys.neverUsed')}
      </td>
      <td className="px-3 py-2">
        {apiKey.revokedAt
          ? t('keys.revokedOn', { when: stampLabel(apiKey.revokedAt) })
          : t('keys.live')}
      </td>
      <td className="px-3 py-2 text-right">
        {apiKey.revokedAt ? null : (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('keys.revokeNamed', { name: apiKey.name })}
            onClick={() => onRevoke(apiKey.name)}
          >
            {t('keys.revoke')}
          </Button>
        )}
      </td>
    </tr>
  );
}

function KeyList() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const keys = useApiKeys(me.data?.role === 'manager');
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<string | null>(null);
  if (keys.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('keys.loading')} className="space-y-2">
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  if (keys.isError)
    return <LoadFailed message={keys.error.message} onRetry={() => void keys.refetch()} />;
  return (
    <section aria-labelledby="chiavi-elenco">
      <h2 id="chiavi-elenco" className="mb-2 font-bold text-ink">
        {t('keys.list')}
      </h2>
      {keys.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
          {t('keys.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-white">
          <table className="w-full text-sm">
            <thead className="bg-surface-muted text-left text-ink-muted">
              <tr>
                {(['name', 'createdAt', 'lastUsedAt', 'state'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2">
                    {t(`keys.${c}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{t('keys.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((apiKey) => (
                <KeyRow key={apiKey.apiKeyId} apiKey={apiKey} onRevoke={setRevoking} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('keys.revokeTitle')}
        message={t('keys.revokeMessage', { name: revoking ?? '' })}
        confirmLabel={t('keys.revoke')}
        cancelLabel={t('keys.cancel')}
        pending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onCancel={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() => revoke.mutate(revoking ?? '', { onSuccess: () => setRevoking(null) })}
      />
    </section>
  );
}

/** /admin/chiavi: the keys an ERP hands feeds in with (manager only). */
export function ApiKeysRoute() {
  const { t } = useTranslation('staff');
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  return (
    <StaffLayout title={t('keys.title')}>
      <ManagerOnly action="keys">
        <div className="space-y-5">
          <p className="text-ink-muted">{t('keys.intro')}</p>
          {made ? (
            <NewKey made={made} onDone={() => setMade(null)} />
          ) : (
            <CreateKey onMade={setMade} />
          )}
          <KeyList />
        </div>
      </ManagerOnly>
    </StaffLayout>
  );
}

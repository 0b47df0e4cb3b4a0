import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, FileCheck2, Upload } from 'lucide-react';
import { FEED_KINDS, type FeedImport, type FeedKind, type ImportSummary } from '@spesa/domain';
import { Alert, Button, Skeleton } from '../../../ui';
import { useStaffMe } from '../api/staff';
import { problemsCsvUrl, useImport, useImportHistory, useUploadFeed } from '../api/manager';
import { ManagerOnly } from '../components/manager-only';
import { LoadFailed } from '../components/load-failed';
import { StaffLayout } from '../components/staff-layout';
import { stampLabel } from '../model';

const running = (state: FeedImport['state']) => state === 'queued' || state === 'running';

/** What a finished import did, in the words of its kind (a delivery feed deactivates, it does not take off sale). */
function Counts({
  run,
}: {
  run: Pick<FeedImport, 'kind' | 'created' | 'updated' | 'unchanged' | 'offSale'>;
}) {
  const { t } = useTranslation('staff');
  const counts = [
    ['created', run.created],
    ['updated', run.updated],
    ['unchanged', run.unchanged],
    [run.kind === 'delivery' ? 'deactivated' : 'offSale', run.offSale],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {counts.map(([name, value]) => (
        <div key={name} className="rounded-lg bg-surface-muted px-3 py-2">
          <dt className="text-sm text-ink-muted">{t(`imports.counts.${name}`)}</dt>
          <dd className="text-xl font-extrabold text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Problems({ run }: { run: FeedImport }) {
  const { t } = useTranslation('staff');
  return (
    <div className="space-y-3">
      <Alert variant="error" role="alert">
        {t('imports.refused', { count: run.errors.length })}
      </Alert>
      <div className="max-h-96 overflow-auto rounded-lg border border-line">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('imports.problemsCaption')}</caption>
          <thead className="sticky top-0 bg-surface-muted text-left text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('imports.line')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('imports.column')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('imports.problem')}
              </th>
            </tr>
          </thead>
          <tbody>
            {run.errors.map((e, i) => (
              <tr key={i} className="border-t border-line">
                <td className="px-3 py-2 tabular-nums">{e.line}</td>
                <td className="px-3 py-2 font-mono">{e.column ?? '—'}</td>
                <td className="px-3 py-2">{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <a
        href={problemsCsvUrl(run.importId)}
        download
        className="inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        <Download aria-hidden className="size-4" />
        {t('imports.downloadCsv')}
      </a>
    </div>
  );
}

/** The import under way or just ended: progress, then the dry run's counts or every refused row. */
function Outcome({
  importId,
  onConfirm,
  confirming,
}: {
  importId: number;
  onConfirm: (() => void) | null;
  confirming: boolean;
}) {
  const { t } = useTranslation('staff');
  const run = useImport(importId);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = run.data ? !running(run.data.state) : false;
  // Told once it ends: the focus moves to what it found, where «Conferma» waits.
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  if (run.isError)
    return (
      <Alert variant="error" role="alert">
        {run.error.message}
      </Alert>
    );
  const data = run.data;
  return (
    <section
      aria-labelledby="import-esito"
      className="space-y-3 rounded-xl border border-line bg-white p-4"
    >
      <h2 id="import-esito" ref={heading} tabIndex={-1} className="font-bold text-ink">
        {data
          ? t(data.dryRun ? 'imports.dryRunTitle' : 'imports.appliedTitle', {
              id: data.importId,
              kind: t(`imports.kinds.${data.kind}`),
            })
          : t('imports.sending')}
      </h2>
      {!data || running(data.state) ? (
        <div className="space-y-1">
          <progress className="h-3 w-full accent-primary" aria-label={t('imports.progress')} />
          <p role="status" className="text-sm text-ink-muted">
            {t('imports.rowsRead', { count: data?.rows ?? 0 })}
          </p>
        </div>
      ) : data.state === 'refused' ? (
        <Problems run={data} />
      ) : data.state === 'failed' ? (
        <Alert variant="error" role="alert">
          {t('imports.failed')}
        </Alert>
      ) : (
        <div className="space-y-3">
          <p role="status" className="text-ink">
            {t(data.dryRun ? 'imports.dryRunDone' : 'imports.appliedDone', { count: data.rows })}
          </p>
          <Counts run={data} />
          {data.dryRun ? (
            onConfirm ? (
              <Button onClick={onConfirm} disabled={confirming}>
                <FileCheck2 aria-hidden />
                {t('imports.confirm')}
              </Button>
            ) : (
              <p className="text-sm text-ink-muted">{t('imports.chooseAgain')}</p>
            )
          ) : null}
        </div>
      )}
    </section>
  );
}

function UploadForm() {
  const { t } = useTranslation('staff');
  const upload = useUploadFeed();
  const [kind, setKind] = useState<FeedKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  /** The dry run shown, and the file and kind it checked: «Conferma» sends that same file again. */
  const [shown, setShown] = useState<{ importId: number; file: File; kind: FeedKind } | null>(null);
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('imports.fileRequired'));
      return;
    }
    setFileError(null);
    upload.mutate(
      { kind, file, dryRun: true },
      { onSuccess: (answer) => setShown({ importId: answer.importId, file, kind }) },
    );
  };
  const confirm = shown
    ? () =>
        upload.mutate(
          { kind: shown.kind, file: shown.file, dryRun: false },
          { onSuccess: (answer) => setShown({ ...shown, importId: answer.importId }) },
        )
    : null;
  return (
    <div className="space-y-4">
      <form
        onSubmit={check}
        noValidate
        aria-labelledby="import-nuovo"
        className="space-y-3 rounded-xl border border-line bg-white p-4"
      >
        <h2 id="import-nuovo" className="font-bold text-ink">
          {t('imports.new')}
        </h2>
        <p className="text-sm text-ink-muted">{t('imports.intro')}</p>
        <div className="grid gap-3 md:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="import-tipo" className="text-sm font-semibold text-ink">
              {t('imports.kind')}
            </label>
            <select
              id="import-tipo"
              name="kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as FeedKind)}
              className="min-h-11 rounded-lg border border-line bg-white px-3 text-ink"
            >
              {FEED_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`imports.kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="import-file" className="text-sm font-semibold text-ink">
              {t('imports.file')}
            </label>
            <input
              id="import-file"
              name="file"
              type="file"
              accept=".csv,.jsonl,.txt,.zip"
              aria-required
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? 'import-file-error' : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:font-semibold"
            />
            {fileError ? (
              <p id="import-file-error" className="text-sm text-danger">
                {fileError}
              </p>
            ) : null}
          </div>
        </div>
        {upload.isError ? (
          <Alert variant="error" role="alert">
            {upload.error.message}
          </Alert>
        ) : null}
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden />
          {t('imports.check')}
        </Button>
      </form>
      {shown ? (
        <Outcome
          key={shown.importId}
          importId={shown.importId}
          confirming={upload.isPending}
          onConfirm={confirm}
        />
      ) : null}
    </div>
  );
}

function HistoryRow({ run }: { run: ImportSummary }) {
  const { t } = useTranslation('staff');
  return (
    <tr className="border-t border-line">
      <td className="px-2 py-2 whitespace-nowrap">{stampLabel(run.createdAt)}</td>
      <td className="px-2 py-2">{run.source}</td>
      <td className="px-2 py-2">
        {t(`imports.kinds.${run.kind}`)}
        {run.dryRun ? (
          <span className="block text-xs text-ink-muted">{t('imports.dryRun')}</span>
        ) : null}
      </td>
      <td className="px-2 py-2">{t(`imports.states.${run.state}`)}</td>
      {/* The rows read matter less than the counts: a tablet leaves them out to keep every count in view. */}
      <td className="hidden px-2 py-2 text-right tabular-nums lg:table-cell">{run.rows}</td>
      <td className="px-2 py-2 text-right tabular-nums">{run.created}</td>
      <td className="px-2 py-2 text-right tabular-nums">{run.updated}</td>
      <td className="px-2 py-2 text-right tabular-nums">{run.unchanged}</td>
      <td className="px-2 py-2 text-right tabular-nums">{run.offSale}</td>
      <td className="px-2 py-2 text-right tabular-nums">
        {run.errorCount > 0 ? (
          <a
            href={problemsCsvUrl(run.importId)}
            download
            className="font-semibold text-primary underline underline-offset-4"
            aria-label={t('imports.downloadNamed', { count: run.errorCount, id: run.importId })}
          >
            {run.errorCount}
          </a>
        ) : (
          0
        )}
      </td>
    </tr>
  );
}

function History() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const [page, setPage] = useState(1);
  const history = useImportHistory(page, me.data?.role === 'manager');
  const columns = [
    'when',
    'source',
    'kind',
    'state',
    'rows',
    'created',
    'updated',
    'unchanged',
    'offSale',
    'errors',
  ] as const;
  return (
    <section aria-labelledby="import-storico" className="space-y-2">
      <h2 id="import-storico" className="font-bold text-ink">
        {t('imports.history')}
      </h2>
      {history.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('imports.loading')}>
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : history.isError ? (
        <LoadFailed message={history.error.message} onRetry={() => void history.refetch()} />
      ) : history.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
          {t('imports.empty')}
        </p>
      ) : (
        <>
          {/* Scrolls by keyboard too when a narrow screen cannot hold every column. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={t('imports.historyTable')}
            className="overflow-x-auto rounded-xl border border-line bg-white"
          >
            <table className="w-full text-sm">
              <thead className="bg-surface-muted text-left text-ink-muted">
                <tr>
                  {columns.map((c) => (
                    <th
                      key={c}
                      scope="col"
                      className={`px-2 py-2 whitespace-nowrap ${c === 'rows' ? 'hidden lg:table-cell' : ''}`}
                    >
                      {t(`imports.columns.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {history.data.imports.map((run) => (
                  <HistoryRow key={run.importId} run={run} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('imports.pages')} className="flex items-center gap-3">
            <Button
              size="sm"
              variant="outline-neutral"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('imports.previous')}
            </Button>
            <p className="text-sm text-ink-muted">
              {t('imports.page', {
                page,
                pages: Math.max(1, Math.ceil(history.data.total / history.data.pageSize)),
              })}
            </p>
            <Button
              size="sm"
              variant="outline-neutral"
              disabled={page * history.data.pageSize >= history.data.total}
              onClick={() => setPage(page + 1)}
            >
              {t('imports.next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}

/** /admin/importazioni: a feed checked by a dry run, then applied on «Conferma»; the history below (manager only). */
export function ImportsRoute() {
  const { t } = useTranslation('staff');
  return (
    <StaffLayout title={t('imports.title')}>
      <ManagerOnly action="imports">
        <div className="space-y-6">
          <UploadForm />
          <History />
        </div>
      </ManagerOnly>
    </StaffLayout>
  );
}

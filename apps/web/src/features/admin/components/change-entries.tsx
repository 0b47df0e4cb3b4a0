import { useTranslation } from 'react-i18next';
import type { ChangeEntry, ChangeLog, ChangeValues } from '@spesa/domain';
import { Button } from '../../../ui';
import { stampLabel } from '../model';

type Value = ChangeValues[string] | undefined;

const KEYED_BY_WHAT: readonly ChangeEntry['subject'][] = ['slot', 'day'];

/** A recorded value as a person reads it: a dash for nothing, sì / no for a flag. */
function useShow() {
  const { t } = useTranslation('staff');
  return (value: Value): string =>
    value === null || value === undefined || value === ''
      ? t('changes.none')
      : typeof value === 'boolean'
        ? t(value ? 'changes.yes' : 'changes.no')
        : String(value);
}

/** The fields the change touched, in the order it named them, before and after. */
const fieldsOf = (entry: ChangeEntry): string[] => [
  ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
];

function Entry({ entry }: { entry: ChangeEntry }) {
  const { t } = useTranslation('staff');
  const show = useShow();
  const fields = fieldsOf(entry);
  return (
    <li className="rounded-xl border border-line bg-white px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-bold text-ink">{entry.what}</p>
        <p className="text-sm text-ink-muted tabular-nums">
          <time dateTime={entry.at}>{stampLabel(entry.at)}</time>
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        <span className="font-semibold text-ink">{entry.actorName}</span> ·{' '}
        {t(`changes.kinds.${entry.actorKind}`)} ·{' '}
        {/* A slot's or a day's key says nothing a person reads: what was done already names them. */}
        {KEYED_BY_WHAT.includes(entry.subject)
          ? t(`changes.subjects.${entry.subject}`)
          : t('changes.subject', {
              subject: t(`changes.subjects.${entry.subject}`),
              id: entry.subjectId,
            })}
      </p>
      {fields.length > 0 ? (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          {fields.map((field) => (
            <div key={field} className="contents">
              <dt className="font-semibold text-ink first-letter:uppercase">{field}</dt>
              <dd className="text-ink">
                <span className="text-ink-muted">
                  <span className="sr-only">{t('changes.before')}: </span>
                  {show(entry.before?.[field])}
                </span>
                <span aria-hidden> → </span>
                <span className="font-semibold">
                  <span className="sr-only">, {t('changes.after')}: </span>
                  {show(entry.after?.[field])}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * A page of the «Registro modifiche»: who, when, what, each field before →
 * after, with the pages below. The console's page and a product's page show it.
 */
export function ChangeEntries({
  log,
  label,
  onPage,
}: {
  log: ChangeLog;
  /** What the list is called, for screen readers. */
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staff');
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="space-y-2">
        {log.changes.map((entry) => (
          <Entry key={entry.changeId} entry={entry} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('changes.pages')} className="flex items-center gap-3">
          <Button
            size="sm"
            variant="outline-neutral"
            disabled={log.page <= 1}
            onClick={() => onPage(log.page - 1)}
          >
            {t('changes.previous')}
          </Button>
          <p className="text-sm text-ink-muted">{t('changes.page', { page: log.page, pages })}</p>
          <Button
            size="sm"
            variant="outline-neutral"
            disabled={log.page >= pages}
            onClick={() => onPage(log.page + 1)}
          >
            {t('changes.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

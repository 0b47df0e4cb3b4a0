import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../ui';
import { useChangeLog } from '../api/changes';
import { ChangeEntries } from './change-entries';
import { LoadFailed } from './load-failed';

/**
 * One product's entries of the «Registro modifiche», newest first, for the
 * product's page in the console (GET /ebsn/api/staff/changes?product_id=…).
 */
export function ProductChanges({ productId }: { productId: number }) {
  const { t } = useTranslation('staff');
  const [page, setPage] = useState(1);
  const log = useChangeLog({ productId, page });
  const headingId = `registro-prodotto-${productId}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="font-bold text-ink">
        {t('changes.productTitle')}
      </h2>
      {log.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('changes.loading')}>
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ) : log.isError ? (
        <LoadFailed message={log.error.message} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
          {t('changes.empty')}
        </p>
      ) : (
        <ChangeEntries log={log.data} label={t('changes.productTitle')} onPage={setPage} />
      )}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api';
import { Button, Skeleton, TextField } from '../../../ui';
import { useStaffMe } from '../api/staff';
import { useChangeLog, type ChangeFilter } from '../api/changes';
import { ChangeEntries } from '../components/change-entries';
import { LoadFailed } from '../components/load-failed';
import { ManagerOnly } from '../components/manager-only';
import { StaffLayout } from '../components/staff-layout';

/** The filters live in the address, so a product's page can link to its own entries. */
function filterOf(params: URLSearchParams): ChangeFilter {
  const product = Number(params.get('prodotto'));
  const page = Number(params.get('pagina'));
  return {
    productId: Number.isInteger(product) && product > 0 ? product : undefined,
    actor: params.get('chi')?.trim() || undefined,
    day: params.get('giorno') || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function paramsOf(filter: ChangeFilter): Record<string, string> {
  return {
    ...(filter.productId === undefined ? {} : { prodotto: String(filter.productId) }),
    ...(filter.actor ? { chi: filter.actor } : {}),
    ...(filter.day ? { giorno: filter.day } : {}),
    ...(filter.page > 1 ? { pagina: String(filter.page) } : {}),
  };
}

/** The server's words for a filter it refused, under that field. */
const fieldError = (error: unknown, field: string): string | undefined =>
  isApiError(error) && error.field === field ? error.message : undefined;

function Filters({
  filter,
  error,
  onApply,
}: {
  filter: ChangeFilter;
  error: unknown;
  onApply: (filter: ChangeFilter) => void;
}) {
  const { t } = useTranslation('staff');
  const [product, setProduct] = useState(filter.productId ? String(filter.productId) : '');
  const [actor, setActor] = useState(filter.actor ?? '');
  const [day, setDay] = useState(filter.day ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(product.trim());
    onApply({
      productId: product.trim() !== '' && Number.isInteger(id) && id > 0 ? id : undefined,
      actor: actor.trim() || undefined,
      day: day || undefined,
      page: 1,
    });
  };
  const clear = () => {
    setProduct('');
    setActor('');
    setDay('');
    onApply({ page: 1 });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('changes.filters')}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-white p-4"
    >
      <TextField
        label={t('changes.product')}
        hint={t('changes.productHint')}
        inputMode="numeric"
        value={product}
        onChange={(e) => setProduct(e.target.value)}
        error={fieldError(error, 'product_id')}
        className="w-40"
      />
      <TextField
        label={t('changes.actor')}
        hint={t('changes.actorHint')}
        value={actor}
        onChange={(e) => setActor(e.target.value)}
        error={fieldError(error, 'actor')}
        className="min-w-48 flex-1"
      />
      <TextField
        label={t('changes.day')}
        type="date"
        value={day}
        onChange={(e) => setDay(e.target.value)}
        error={fieldError(error, 'day')}
        className="w-44"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t('changes.apply')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={clear}>
          {t('changes.clear')}
        </Button>
      </div>
    </form>
  );
}

function Record() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const log = useChangeLog(filter, me.data?.role === 'manager');
  const filtered = filter.productId !== undefined || !!filter.actor || !!filter.day;
  const apply = (next: ChangeFilter) => setParams(paramsOf(next));
  return (
    <div className="space-y-4">
      <p className="text-ink-muted">{t('changes.intro')}</p>
      <Filters key={params.toString()} filter={filter} error={log.error} onApply={apply} />
      {log.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('changes.loading')}>
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : log.isError ? (
        <LoadFailed message={log.error.message} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
          {t(filtered ? 'changes.emptyFiltered' : 'changes.empty')}
        </p>
      ) : (
        <ChangeEntries
          log={log.data}
          label={t('changes.list')}
          onPage={(page) => apply({ ...filter, page })}
        />
      )}
    </div>
  );
}

/** /admin/registro: who changed what in the shop, newest first, by product, person and day (manager only). */
export function ChangesRoute() {
  const { t } = useTranslation('staff');
  return (
    <StaffLayout title={t('changes.title')}>
      <ManagerOnly action="changes">
        <Record />
      </ManagerOnly>
    </StaffLayout>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { formatEuro, type StaffProductRow } from '@spesa/domain';
import { Badge, Button, Skeleton, TextField } from '../../../ui';
import { adminProductPath } from '../../../config/paths';
import { useStaffMe } from '../api/staff';
import { useCategoryChoices, useProductSearch } from '../api/products';
import { LoadFailed } from '../components/load-failed';
import { ManagerOnly } from '../components/manager-only';
import { StaffLayout } from '../components/staff-layout';

/** The filters the address keeps, so that the way back from a product finds the same page. */
const FILTERS = ['q', 'category_id', 'status', 'on_offer', 'out_of_stock', 'page'] as const;

const selectClass = 'min-h-11 rounded-lg border border-line bg-white px-3 text-ink';

function ProductRow({ product }: { product: StaffProductRow }) {
  const { t } = useTranslation('staff');
  return (
    <tr className="border-t border-line">
      <th scope="row" className="px-3 py-2 text-left font-normal">
        <Link
          to={adminProductPath(product.productId)}
          className="font-semibold text-primary-dark underline-offset-2 hover:underline"
        >
          {product.name}
        </Link>
        <span className="block text-xs text-ink-muted">{product.brand}</span>
      </th>
      <td className="px-3 py-2 font-mono text-xs">
        {product.sku}
        {product.ean ? <span className="block text-ink-muted">{product.ean}</span> : null}
      </td>
      <td className="hidden px-3 py-2 lg:table-cell">{product.category}</td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        {product.priceCents === null ? t('products.noPrice') : formatEuro(product.priceCents)}
      </td>
      <td className="px-3 py-2">
        <span className="flex flex-wrap gap-1">
          <Badge variant={product.active ? 'primary' : 'neutral'}>
            {t(product.active ? 'products.active' : 'products.inactive')}
          </Badge>
          {product.onOffer ? <Badge variant="accent">{t('products.offerBadge')}</Badge> : null}
          {product.outOfStock ? <Badge variant="warning">{t('products.outBadge')}</Badge> : null}
        </span>
      </td>
    </tr>
  );
}

function ProductSearch() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const categories = useCategoryChoices();
  const query = new URLSearchParams(
    FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)!]] : [])),
  ).toString();
  const search = useProductSearch(query, true);
  const page = Number(params.get('page') ?? '1');

  const set = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value) next.set(key, value);
        else next.delete(key);
      // A new filter starts from the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    set({ q: typed.trim() || null });
  };
  const pages = search.data ? Math.max(1, Math.ceil(search.data.total / search.data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <form
        role="search"
        onSubmit={submit}
        className="grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-[1fr_auto]"
      >
        <TextField
          label={t('products.search')}
          hint={t('products.searchHint')}
          type="search"
          name="q"
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" className="self-end">
          <Search aria-hidden />
          {t('products.search')}
        </Button>
        <div className="flex flex-wrap items-end gap-4 md:col-span-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor="prodotti-categoria" className="text-sm font-semibold text-ink">
              {t('products.category')}
            </label>
            <select
              id="prodotti-categoria"
              className={`${selectClass} max-w-xs`}
              value={params.get('category_id') ?? ''}
              onChange={(event) => set({ category_id: event.target.value || null })}
            >
              <option value="">{t('products.allCategories')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.categoryId} value={c.categoryId}>
                  {c.path}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="prodotti-stato" className="text-sm font-semibold text-ink">
              {t('products.status')}
            </label>
            <select
              id="prodotti-stato"
              className={selectClass}
              value={params.get('status') ?? ''}
              onChange={(event) => set({ status: event.target.value || null })}
            >
              <option value="">{t('products.anyStatus')}</option>
              <option value="active">{t('products.active')}</option>
              <option value="inactive">{t('products.inactive')}</option>
            </select>
          </div>
          {(['on_offer', 'out_of_stock'] as const).map((flag) => (
            <label key={flag} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={params.get(flag) === 'true'}
                onChange={(event) => set({ [flag]: event.target.checked ? 'true' : null })}
              />
              {t(flag === 'on_offer' ? 'products.onOffer' : 'products.outOfStock')}
            </label>
          ))}
        </div>
      </form>

      {search.isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('products.loading')}
          className="space-y-2"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full rounded-lg" />
          ))}
        </div>
      ) : search.isError ? (
        <LoadFailed message={search.error.message} onRetry={() => void search.refetch()} />
      ) : search.data.products.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted"
        >
          {t('products.empty')}
        </p>
      ) : (
        <section aria-labelledby="prodotti-trovati" className="space-y-3">
          <h2 id="prodotti-trovati" aria-live="polite" className="font-bold text-ink">
            {t('products.found', { count: search.data.total })}
          </h2>
          <div className="overflow-x-auto rounded-xl border border-line bg-white">
            <table className="w-full text-sm" aria-busy={search.isFetching}>
              <thead className="bg-surface-muted text-left">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('products.columns.name')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('products.columns.sku')}
                  </th>
                  <th scope="col" className="hidden px-3 py-2 lg:table-cell">
                    {t('products.columns.category')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('products.columns.price')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('products.columns.state')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {search.data.products.map((p) => (
                  <ProductRow key={p.productId} product={p} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav
              aria-label={t('products.pages')}
              className="flex items-center justify-between gap-3"
            >
              <Button
                variant="outline-neutral"
                size="sm"
                disabled={page <= 1}
                onClick={() => set({ page: String(page - 1) })}
              >
                {t('products.previous')}
              </Button>
              <p className="text-sm text-ink-muted">{t('products.pageOf', { page, pages })}</p>
              <Button
                variant="outline-neutral"
                size="sm"
                disabled={page >= pages}
                onClick={() => set({ page: String(page + 1) })}
              >
                {t('products.next')}
              </Button>
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}

/** /admin/prodotti: find a product to change (manager only). */
export function ProductsRoute() {
  const { t } = useTranslation('staff');
  useStaffMe();
  return (
    <StaffLayout title={t('products.title')}>
      <ManagerOnly action="catalogue">
        <ProductSearch />
      </ManagerOnly>
    </StaffLayout>
  );
}

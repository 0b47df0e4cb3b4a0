import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router';
import type { Facet } from '@spesa/domain';
import { PackageSearch, RotateCcw } from 'lucide-react';
import { ga4ItemOf, useEcommerceEvent } from '../../../lib/analytics';
import { Alert, Button, Skeleton, cn } from '../../../ui';
import { useProducts } from '../api/get-products';
import { useListViewer } from '../../../lib/session';
import { Pagination } from '../../../components/pagination';
import { SkipLink } from '../../../components/skip-link';
import {
  activeFilterCount,
  productListRequest,
  type CatalogFilters,
  type FilterAction,
  type ListScope,
} from '../model/filters';
import { ActiveFilters } from './active-filters';
import { FacetFilters } from './facet-filters';
import { FiltersSheet } from './filters-sheet';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';

/** The facets before the first page arrives: always the same array, so that the memoised filters skip renders. */
const NO_FACETS: Facet[] = [];

export interface ProductListingProps {
  scope: ListScope;
  filters: CatalogFilters;
  onChange: (action: FilterAction) => void;
  pageHref: (page: number) => To;
  /** Wait before asking for products (the category is not known yet). */
  enabled?: boolean;
  /** Shown instead of the generic empty text when nothing matches without filters. */
  emptyText?: string;
}

/**
 * A listing of 24 products a page (docs/rules/catalog.md) with facets, promo/new/preferred,
 * sort and page links: the filter column on large screens, the 'Filtra' sheet
 * on phones. Shared by category, search and fast-search.
 */
export function ProductListing({
  scope,
  filters,
  onChange,
  pageHref,
  enabled = true,
  emptyText,
}: ProductListingProps) {
  const { t } = useTranslation('catalog');
  const viewer = useListViewer();
  const resultsId = useId();
  const request = productListRequest(filters, scope);
  const query = useProducts(request, viewer, { enabled });
  const data = query.data;
  const facets = data?.facets ?? NO_FACETS;
  const total = data?.page.totItems ?? null;
  const showPreferred = viewer.isAuthenticated;
  const hasFilters = activeFilterCount(filters) > 0;
  const updating = query.isFetching && query.isPlaceholderData;
  const listId = scope.q === undefined ? `category_${scope.parentCategoryId ?? ''}` : 'search';
  const listName = scope.q === undefined ? 'Categoria' : `Ricerca: ${scope.q}`;
  const shown = data && !query.isPlaceholderData ? data.products : null;
  useEcommerceEvent(
    'view_item_list',
    shown && shown.length > 0 ? `${listId}|${JSON.stringify(request)}` : null,
    () => ({
      item_list_id: listId,
      item_list_name: listName,
      items: (shown ?? []).map((product, index) =>
        ga4ItemOf(product, 1, { index, listId, listName }),
      ),
    }),
  );

  return (
    <div className="lg:grid lg:grid-cols-[15.5rem_minmax(0,1fr)] lg:gap-8">
      {/* Before the filters: a keyboard reaches the products without crossing every facet. */}
      <SkipLink targetId={resultsId}>{t('listing.skipToResults')}</SkipLink>
      <aside aria-labelledby={`${resultsId}-filters`} className="hidden lg:block">
        <h2 id={`${resultsId}-filters`} className="mb-4 text-lg font-extrabold text-ink">
          {t('filters.title')}
        </h2>
        {data ? (
          <FacetFilters
            facets={facets}
            filters={filters}
            onChange={onChange}
            showPreferred={showPreferred}
          />
        ) : (
          <div aria-hidden="true" className="space-y-3">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-6 w-full" />
            ))}
          </div>
        )}
      </aside>

      <section aria-labelledby={resultsId} aria-busy={query.isFetching} className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={resultsId}
            tabIndex={-1}
            className="text-base font-bold text-ink"
            aria-live="polite"
          >
            {total === null ? t('listing.heading') : t('listing.count', { count: total })}
          </h2>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <FiltersSheet
              facets={facets}
              filters={filters}
              onChange={onChange}
              showPreferred={showPreferred}
              totalItems={total}
              className="lg:hidden"
            />
            <SortSelect
              className="@max-2xs/page:basis-full"
              value={filters.sort}
              onChange={(value) => onChange({ type: 'setSort', value })}
            />
          </div>
        </div>

        <div className="mt-3 empty:hidden">
          <ActiveFilters facets={facets} filters={filters} onChange={onChange} />
        </div>

        {data && data.notices.length > 0 ? (
          <div role="status" className="mt-3 space-y-1 text-ink-muted">
            {data.notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </div>
        ) : null}

        <div className={cn('mt-4 transition-opacity', updating && 'opacity-60')}>
          {query.isError && !data ? (
            <Alert variant="error" role="alert" className="items-center">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span>{t('listing.error')}</span>
                <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                  <RotateCcw aria-hidden="true" />
                  {t('listing.retry')}
                </Button>
              </div>
            </Alert>
          ) : !data ? (
            <>
              <p role="status" className="sr-only">
                {t('listing.loading')}
              </p>
              <ProductGridSkeleton />
            </>
          ) : data.products.length === 0 ? (
            <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line-strong px-6 py-12 text-center">
              <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
                <PackageSearch aria-hidden="true" className="size-8" />
              </span>
              <p className="text-xl font-bold text-ink">{t('listing.empty')}</p>
              <p className="max-w-md text-ink-muted">
                {hasFilters ? t('listing.emptyFiltered') : (emptyText ?? t('listing.emptyHint'))}
              </p>
              {hasFilters ? (
                <Button onClick={() => onChange({ type: 'reset' })}>{t('filters.reset')}</Button>
              ) : null}
            </div>
          ) : (
            <ProductGrid products={data.products} />
          )}
        </div>

        {data ? (
          <Pagination
            page={data.page.selPage}
            totalPages={data.page.totPages}
            hrefOf={pageHref}
            texts="catalog"
            numbered
            className="mt-8"
          />
        ) : null}
      </section>
    </div>
  );
}

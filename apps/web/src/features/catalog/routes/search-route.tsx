import { useTranslation } from 'react-i18next';
import { redirect, useSearchParams, type LoaderFunction } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { usePageTitle } from '../../../lib/navigation';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ProductListing } from '../components/product-listing';
import { useCatalogPage } from '../hooks/use-catalog-page';
import { useUrlFilters } from '../hooks/use-url-filters';
import { SearchPrompt } from '../components/search-prompt';
import { HOME_PATH } from './paths';

/** `filter` of SPEC §2 /search: a preset toggle ('promo', 'new', 'preferred') turned into its own parameter. */
const PRESET_FILTERS: Record<string, string> = {
  promo: 'promo',
  new: 'new',
  preferred: 'preferred',
};

/** The search text of the URL, tidied; '' when absent. */
export const searchTextOf = (params: URLSearchParams): string =>
  (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, 200);

export const searchLoader: LoaderFunction = ({ request }) => {
  const url = new URL(request.url);
  const preset = url.searchParams.get('filter');
  if (preset === null) return null;
  url.searchParams.delete('filter');
  const name = PRESET_FILTERS[preset];
  if (name) url.searchParams.set(name, 'true');
  throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
};

/** FastSearch's pre-entry check (SPEC §2): without a query there is nothing to show, so Home. */
export const fastSearchLoader: LoaderFunction = (args) => {
  const url = new URL(args.request.url);
  if (!searchTextOf(url.searchParams)) throw redirect(HOME_PATH);
  return searchLoader(args);
};

function SearchResults({ mode }: { mode: 'search' | 'fast' }) {
  useCatalogPage();
  const { t } = useTranslation('catalog');
  const brand = useBrand();
  const [params] = useSearchParams();
  const q = searchTextOf(params);
  const parent = Number.parseInt(params.get('parent_category_id') ?? '', 10);
  const parentCategoryId = Number.isFinite(parent) && parent > 0 ? parent : undefined;
  const { filters, dispatch, pageHref } = useUrlFilters();
  const title = q ? t('search.resultsTitle', { q }) : t('search.emptyTitle');
  usePageTitle(t('search.pageTitle', { title, brand: brand.name }));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 pb-12 lg:px-6">
      <Breadcrumbs
        items={[{ label: mode === 'fast' ? t('search.fastCrumb') : t('search.crumb') }]}
      />
      <header className="mt-2 mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-ink sm:text-4xl">
          {title}
        </h1>
      </header>
      {q ? (
        <ProductListing
          key={`${q}|${parentCategoryId ?? ''}`}
          scope={{ q, parentCategoryId }}
          filters={filters}
          onChange={dispatch}
          pageHref={pageHref}
          emptyText={t('search.noResults', { q })}
        />
      ) : (
        <SearchPrompt />
      )}
    </div>
  );
}

/** /search (Search): ?q= with parent_category_id and filter; mode search. */
export function SearchRoute() {
  return <SearchResults mode="search" />;
}

/** /fast-search?q= (FastSearch). */
export function FastSearchRoute() {
  return <SearchResults mode="fast" />;
}

import { useTranslation } from 'react-i18next';
import { Link, redirect, useSearchParams, type LoaderFunction } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { usePageTitle, type PagePrefetch } from '../../../lib/navigation';
import { cn } from '../../../ui';
import { productsQueryOptions } from '../api/get-products';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ProductListing } from '../components/product-listing';
import { useCatalogPage } from '../hooks/use-catalog-page';
import { useUrlFilters } from '../hooks/use-url-filters';
import { SearchPrompt } from '../components/search-prompt';
import { filtersFromSearchParams, productListRequest } from '../model/filters';
import { HOME_PATH } from '../../../config/paths';

/** `filter` of docs/rules/catalog.md /search: a preset toggle ('promo', 'new', 'preferred') turned into its own parameter. */
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

/** FastSearch's pre-entry check (docs/rules/catalog.md): without a query there is nothing to show, so Home. */
export const fastSearchLoader: LoaderFunction = (args) => {
  const url = new URL(args.request.url);
  if (!searchTextOf(url.searchParams)) throw redirect(HOME_PATH);
  return searchLoader(args);
};

/**
 * A fast-search query may be a shopping list ('latte, pane, uova'): each word
 * is searched on its own, one at a time, chosen with `word`.
 */
export function fastSearchWords(q: string): string[] {
  const words = q
    .split(/[,;]/)
    .map((w) => w.trim())
    .filter(Boolean);
  return [...new Map(words.map((w) => [w.toLowerCase(), w])).values()];
}

/** The word a page of results is for, and the category it is narrowed to. */
function searchScopeOf(params: URLSearchParams, mode: 'search' | 'fast') {
  const typed = searchTextOf(params);
  const words = mode === 'fast' ? fastSearchWords(typed) : [typed].filter(Boolean);
  const chosen = params.get('word');
  const q = words.find((w) => w === chosen) ?? words[0] ?? '';
  const parent = Number.parseInt(params.get('parent_category_id') ?? '', 10);
  const parentCategoryId = Number.isFinite(parent) && parent > 0 ? parent : undefined;
  return { typed, words, q, parentCategoryId };
}

/** The first page of results the URL asks for. */
export const prefetchSearchPage: PagePrefetch = async ({ queryClient, url, viewer }) => {
  const { q, parentCategoryId } = searchScopeOf(url.searchParams, 'search');
  if (!q) return;
  const filters = filtersFromSearchParams(url.searchParams);
  await queryClient.ensureQueryData(
    productsQueryOptions(productListRequest(filters, { q, parentCategoryId }), viewer),
  );
};

function WordTabs({ q, words, current }: { q: string; words: string[]; current: string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('search.listWords')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {words.map((word) => (
          <li key={word}>
            <Link
              to={{ search: `?${new URLSearchParams({ q, word }).toString()}` }}
              aria-current={word === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full border px-4 font-semibold transition-colors',
                word === current
                  ? 'border-primary bg-primary text-white'
                  : 'border-line-strong bg-white text-ink hover:border-primary hover:text-primary',
              )}
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchResults({ mode }: { mode: 'search' | 'fast' }) {
  useCatalogPage();
  const { t } = useTranslation('catalog');
  const brand = useBrand();
  const [params] = useSearchParams();
  const { typed, words, q, parentCategoryId } = searchScopeOf(params, mode);
  const { filters, dispatch, pageHref } = useUrlFilters();
  const title = q ? t('search.resultsTitle', { q }) : t('search.emptyTitle');
  usePageTitle(t('search.pageTitle', { title, brand: brand.name }));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 pb-12 lg:px-6">
      <Breadcrumbs
        look="catalog"
        items={[{ label: mode === 'fast' ? t('search.fastCrumb') : t('search.crumb') }]}
      />
      <header className="mt-2 mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-ink sm:text-4xl">
          {title}
        </h1>
      </header>
      {words.length > 1 ? <WordTabs q={typed} words={words} current={q} /> : null}
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

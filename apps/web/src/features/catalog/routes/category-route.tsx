import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  redirect,
  useParams,
  useSearchParams,
  type LoaderFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';
import { usePageTitle, type PagePrefetch } from '../../../lib/navigation';
import { Alert, Button, Skeleton } from '../../../ui';
import { categoryQueryOptions, useCategory, type CategoryRef } from '../api/get-category';
import { productsQueryOptions } from '../api/get-products';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { CategoryBlocks } from '../components/category-blocks';
import { ProductListing } from '../components/product-listing';
import { useCatalogPage } from '../hooks/use-catalog-page';
import { useUrlFilters } from '../hooks/use-url-filters';
import { isInsideCatalogGroup } from '../model/catalog-group';
import { CATEGORY_SLUG, isHiddenInMenu } from '../model/category-tree';
import { resetStoredFilters, storeFilters, storedFiltersFor } from '../model/filter-storage';
import {
  activeFilterCount,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasFilterParams,
  productListRequest,
} from '../model/filters';
import { NOT_FOUND_PATH, categoryPath } from '../../../config/paths';

/** The category a /category/* URL names: ?categoryId= first, else the slug (the rest of the path). */
export function categoryRefOf(splat: string | undefined, params: URLSearchParams): CategoryRef {
  const id = params.get('categoryId');
  if (id && /^\d{1,9}$/.test(id)) return { categoryId: Number(id) };
  return { slug: (splat ?? '').replace(/^\/+|\/+$/g, '') };
}

/**
 * The pre-entry check of /category/* (docs/rules/catalog.md): an unknown slug goes to
 * /not-found. Entering from outside the catalog resets the stored filters;
 * coming back to the stored category without filters in the URL restores them.
 */
export const categoryLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ request, params }) => {
    const url = new URL(request.url);
    const ref = categoryRefOf(params['*'], url.searchParams);
    if (!isInsideCatalogGroup()) resetStoredFilters();
    if (ref.categoryId === undefined && !CATEGORY_SLUG.test(ref.slug ?? ''))
      throw redirect(NOT_FOUND_PATH);
    let categoryId: number;
    try {
      categoryId = (await queryClient.ensureQueryData(categoryQueryOptions(ref))).categoryId;
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400))
        throw redirect(NOT_FOUND_PATH);
      return null; // unreachable or failing server: the page shows its error with a retry
    }
    if (!hasFilterParams(url.searchParams)) {
      const stored = storedFiltersFor(categoryId);
      if (activeFilterCount(stored) > 0 || stored.sort || stored.page > 1) {
        const search = filtersToSearchParams(stored, url.searchParams).toString();
        throw redirect(`${url.pathname}?${search}`);
      }
    }
    return null;
  };

/** Beyond the category (the loader's): the page of products the URL's filters ask for. */
export const prefetchCategoryPage: PagePrefetch = async ({ queryClient, url, params, viewer }) => {
  const category = await queryClient.ensureQueryData(
    categoryQueryOptions(categoryRefOf(params['*'], url.searchParams)),
  );
  const filters = filtersFromSearchParams(url.searchParams);
  await queryClient.ensureQueryData(
    productsQueryOptions(
      productListRequest(filters, { parentCategoryId: category.categoryId }),
      viewer,
    ),
  );
};

/**
 * Filters changing in place (same category, another query) do not run the
 * pre-entry check again: clearing the last filter must not bring the stored
 * ones back, and back/forward through filter states shows each as it was.
 */
export const categoryShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.searchParams.get('categoryId') === nextUrl.searchParams.get('categoryId')
    ? false
    : defaultShouldRevalidate;

/** /category/* (Category): breadcrumbs, title, description, subcategories, the category's blocks and the listing. */
export function CategoryRoute() {
  useCatalogPage();
  const { t } = useTranslation('catalog');
  const brand = useBrand();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const ref = categoryRefOf(params['*'], searchParams);
  const category = useCategory(ref);
  const { filters, dispatch, pageHref } = useUrlFilters();
  const data = category.data;
  const info = data?.metaData.category_info;
  const title = info?.TITLE || data?.name || '';
  usePageTitle(data ? t('category.pageTitle', { name: title, brand: brand.name }) : brand.name);

  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    if (data) storeFilters(data.categoryId, JSON.parse(filtersKey));
  }, [data, filtersKey]);

  if (category.isError && !data) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 lg:px-6">
        <Alert variant="error" role="alert">
          <p>{t('category.loadError')}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-3"
            onClick={() => void category.refetch()}
          >
            {t('listing.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  const trail = data?.breadcrumb ?? [];
  const children = (data?.categories ?? []).filter((c) => !isHiddenInMenu(c));

  return (
    <div className="mx-auto max-w-7xl px-4 pt-2 pb-12 lg:px-6">
      {data ? (
        <Breadcrumbs
          look="catalog"
          items={trail.map((c, i) => ({
            label: c.name,
            to: i < trail.length - 1 ? categoryPath(c) : undefined,
          }))}
        />
      ) : (
        <Skeleton className="my-3 h-5 w-64" />
      )}
      <header className="mt-2 mb-4">
        {data ? (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
            {info?.DESCRIPTION ? (
              <p className="mt-1 max-w-3xl text-ink-muted sm:mt-2 sm:text-lg">{info.DESCRIPTION}</p>
            ) : null}
          </>
        ) : (
          <>
            <Skeleton className="h-10 w-72 max-w-full" />
            <Skeleton className="mt-3 h-5 w-full max-w-xl" />
          </>
        )}
        {children.length > 0 ? (
          <nav aria-label={t('category.subcategories')} className="mt-3 sm:mt-5">
            <ul className="scroll-fade-x -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:mask-none">
              {children.map((child) => (
                <li key={child.categoryId} className="shrink-0">
                  <Link
                    to={categoryPath(child)}
                    className="inline-flex min-h-11 items-center rounded-full border border-line-strong bg-white px-4 text-[0.9375rem] font-semibold whitespace-nowrap text-ink transition-colors hover:border-primary hover:bg-primary-soft hover:text-primary"
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      {data ? <CategoryBlocks blockIds={data.categoryBlockIds} /> : null}
      <ProductListing
        key={data?.categoryId ?? 'pending'}
        scope={{ parentCategoryId: data?.categoryId }}
        enabled={data !== undefined}
        filters={filters}
        onChange={dispatch}
        pageHref={pageHref}
      />
    </div>
  );
}

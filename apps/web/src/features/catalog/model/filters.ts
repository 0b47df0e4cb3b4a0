import {
  FACET_GROUPS,
  PAGINATION,
  PRODUCT_SORTS,
  formatFacets,
  parseFacets,
  type FacetGroup,
  type FacetSelection,
  type ProductSort,
} from '@spesa/domain';

/**
 * docs/rules/catalog.md Category filters (facets, sort, promo, onlyNew, preferred, page);
 * the category and the page size (24, docs/rules/catalog.md) travel beside them.
 */
export interface CatalogFilters {
  facets: FacetSelection;
  /** null: the server's default order (relevance, then popularity). */
  sort: ProductSort | null;
  promo: boolean;
  onlyNew: boolean;
  preferred: boolean;
  /** 1-based. */
  page: number;
}

export const EMPTY_FILTERS: CatalogFilters = Object.freeze({
  facets: {},
  sort: null,
  promo: false,
  onlyNew: false,
  preferred: false,
  page: 1,
});

export type FilterAction =
  | { type: 'toggleFacet'; group: FacetGroup; value: string }
  | { type: 'clearFacetGroup'; group: FacetGroup }
  | { type: 'setPromo'; value: boolean }
  | { type: 'setNew'; value: boolean }
  | { type: 'setPreferred'; value: boolean }
  | { type: 'setSort'; value: ProductSort | null }
  | { type: 'setPage'; value: number }
  /** Clears facets, promo, new and preferred; keeps the sort order. */
  | { type: 'reset' };

function toggle(selection: FacetSelection, group: FacetGroup, value: string): FacetSelection {
  const id = value.toLowerCase();
  const current = selection[group] ?? [];
  const values = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
  const next: FacetSelection = { ...selection };
  if (values.length > 0) next[group] = values;
  else delete next[group];
  return next;
}

/**
 * docs/rules/catalog.md Category filters: changing facets, promo, new or preferred resets
 * the page to 1. A new sort order does too: page 3 of another order is not
 * where the shopper was. Only setPage moves between pages.
 */
export function filtersReducer(state: CatalogFilters, action: FilterAction): CatalogFilters {
  switch (action.type) {
    case 'toggleFacet':
      return { ...state, facets: toggle(state.facets, action.group, action.value), page: 1 };
    case 'clearFacetGroup': {
      const facets = { ...state.facets };
      delete facets[action.group];
      return { ...state, facets, page: 1 };
    }
    case 'setPromo':
      return { ...state, promo: action.value, page: 1 };
    case 'setNew':
      return { ...state, onlyNew: action.value, page: 1 };
    case 'setPreferred':
      return { ...state, preferred: action.value, page: 1 };
    case 'setSort':
      return { ...state, sort: action.value, page: 1 };
    case 'setPage':
      return { ...state, page: Math.max(1, Math.trunc(action.value) || 1) };
    case 'reset':
      // 'Azzera filtri': facets and toggles go, the chosen order stays
      return { ...EMPTY_FILTERS, sort: state.sort };
  }
}

/**
 * docs/rules/catalog.md: filters reset when the category changes. `stored` are the filters
 * kept for `storedCategoryId`; another category starts from none.
 */
export function filtersForCategory(
  stored: { categoryId: number; filters: CatalogFilters } | null,
  categoryId: number,
): CatalogFilters {
  return stored && stored.categoryId === categoryId ? stored.filters : EMPTY_FILTERS;
}

/** Query parameters of the page URL that carry the filters. */
export const FILTER_PARAMS = ['facets', 'sort', 'promo', 'new', 'preferred', 'page'] as const;

const isTrue = (value: string | null): boolean => value === 'true' || value === '1';

export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => params.has(name));
}

/** The filters a page URL carries; unreadable values count as absent. */
export function filtersFromSearchParams(params: URLSearchParams): CatalogFilters {
  const parsedFacets = parseFacets(params.get('facets') ?? '');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    facets: parsedFacets.ok ? parsedFacets.value : {},
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : null,
    promo: isTrue(params.get('promo')),
    onlyNew: isTrue(params.get('new')),
    preferred: isTrue(params.get('preferred')),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** A copy of `base` with its filter parameters replaced by `filters` (defaults are left out). */
export function filtersToSearchParams(
  filters: CatalogFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of FILTER_PARAMS) params.delete(name);
  const facets = formatFacets(filters.facets);
  if (facets) params.set('facets', facets);
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.promo) params.set('promo', 'true');
  if (filters.onlyNew) params.set('new', 'true');
  if (filters.preferred) params.set('preferred', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function selectedFacetCount(filters: CatalogFilters): number {
  return FACET_GROUPS.reduce((sum, group) => sum + (filters.facets[group]?.length ?? 0), 0);
}

/** Facets and the three toggles: what 'Azzera filtri' clears (sort and page are not filters). */
export function activeFilterCount(filters: CatalogFilters): number {
  return (
    selectedFacetCount(filters) +
    Number(filters.promo) +
    Number(filters.onlyNew) +
    Number(filters.preferred)
  );
}

export const isFacetSelected = (filters: CatalogFilters, group: FacetGroup, id: string): boolean =>
  filters.facets[group]?.includes(id.toLowerCase()) ?? false;

/** What a product list request needs beside the filters. */
export interface ListScope {
  parentCategoryId?: number;
  q?: string;
}

/** The wire query of GET /ebsn/api/products for a page of a listing. */
export interface ProductListRequest {
  parent_category_id?: number;
  q?: string;
  page: number;
  page_size: number;
  facets?: string;
  sort?: ProductSort;
  promo?: true;
  new?: true;
  preferred?: true;
}

export function productListRequest(filters: CatalogFilters, scope: ListScope): ProductListRequest {
  const facets = formatFacets(filters.facets);
  return {
    ...(scope.parentCategoryId !== undefined ? { parent_category_id: scope.parentCategoryId } : {}),
    ...(scope.q !== undefined ? { q: scope.q } : {}),
    page: filters.page,
    page_size: PAGINATION.productPageSize,
    ...(facets ? { facets } : {}),
    ...(filters.sort ? { sort: filters.sort } : {}),
    ...(filters.promo ? { promo: true as const } : {}),
    ...(filters.onlyNew ? { new: true as const } : {}),
    ...(filters.preferred ? { preferred: true as const } : {}),
  };
}

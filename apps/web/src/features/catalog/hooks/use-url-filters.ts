import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams, type To } from 'react-router';
import {
  filtersFromSearchParams,
  filtersReducer,
  filtersToSearchParams,
  type CatalogFilters,
  type FilterAction,
} from '../model/filters';

/** What a navigation tells the shell's scroll rule: stay where the shopper is (filters change in place). */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

/**
 * The listing's filters live in the URL query, so back and forward step
 * through them and a shared link shows the same list. Each change is a new
 * history entry; the page does not jump to the top while filtering.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = params.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const dispatch = useCallback(
    (action: FilterAction) => {
      const next = filtersReducer(filters, action);
      setParams(filtersToSearchParams(next, new URLSearchParams(query)), {
        state: KEEP_SCROLL_STATE,
        preventScrollReset: true,
      });
    },
    [filters, query, setParams],
  );
  /** The link target of another page of the same listing. */
  const pageHref = useCallback(
    (page: number): To => {
      const next: CatalogFilters = filtersReducer(filters, { type: 'setPage', value: page });
      const search = filtersToSearchParams(next, new URLSearchParams(query)).toString();
      return { pathname, search: search ? `?${search}` : '' };
    },
    [filters, query, pathname],
  );
  return { filters, dispatch, pageHref, params };
}

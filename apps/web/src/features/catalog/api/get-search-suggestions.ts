import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SearchSuggestionsResponseSchema, type SearchSuggestionsResponse } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { catalogKeys } from './keys';

/** Suggestions start after this many typed characters. */
export const SUGGESTIONS_MIN_CHARS = 2;

/**
 * GET /ebsn/api/products/search-suggestions: the fast-search word list for
 * what was typed. Quiet: the search box works without it.
 */
export async function getSearchSuggestions(
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestionsResponse> {
  const body = await api.request('/ebsn/api/products/search-suggestions', {
    query: { q },
    notify: false,
    navigateOnError: false,
    signal,
  });
  return parseResponse(SearchSuggestionsResponseSchema, body.data);
}

export const searchSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(q),
    queryFn: ({ signal }) => getSearchSuggestions(q, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSearchSuggestions(q: string) {
  return useQuery({
    ...searchSuggestionsQueryOptions(q),
    enabled: q.trim().length >= SUGGESTIONS_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

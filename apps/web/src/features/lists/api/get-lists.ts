import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WISHLIST_LIMITS, WishlistListResponseSchema } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { listKeys } from './keys';

/**
 * GET /ebsn/api/wishlist/list (docs/rules/lists.md): Preferiti and 'I più acquistati'
 * first, then the shopper's lists, then those shared with them, and the
 * invitations not answered yet. A failure is the page's (or the selector's)
 * error state, not a toast.
 */
export async function getLists(
  page = 1,
  pageSize: number = WISHLIST_LIMITS.defaultPageSize,
  signal?: AbortSignal,
) {
  const body = await api.request('/ebsn/api/wishlist/list', {
    query: { page, pageSize },
    signal,
    notify: false,
    navigateOnError: false,
  });
  const { personalList, invitations } = parseResponse(WishlistListResponseSchema, body.data);
  return { ...personalList, invitations };
}

export const listsQueryOptions = (page = 1, pageSize: number = WISHLIST_LIMITS.defaultPageSize) =>
  queryOptions({
    queryKey: listKeys.page(page, pageSize),
    queryFn: ({ signal }) => getLists(page, pageSize, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useLists = (page = 1, pageSize: number = WISHLIST_LIMITS.defaultPageSize) =>
  useQuery(listsQueryOptions(page, pageSize));

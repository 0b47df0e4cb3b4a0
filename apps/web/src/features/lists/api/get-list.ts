import { queryOptions, useQuery } from '@tanstack/react-query';
import { WishlistViewResponseSchema, type WishlistDetail } from '@spesa/domain';
import { api, isApiError, parseResponse } from '../../../lib/api';
import { listKeys } from './keys';

/**
 * What a list's page asks for: the stock at the cart's warehouse (docs/rules/lists.md
 * Stock) and the items by department. The item calls answer the list with the same
 * options, so that their answer replaces the page's.
 */
export const LIST_VIEW_QUERY = { calculate_stock: 'true', show_sectors: 'true' } as const;

/** GET /ebsn/api/wishlist/view: one list with its products priced by the cart's warehouse. */
export async function getList(listId: number, signal?: AbortSignal): Promise<WishlistDetail> {
  const body = await api.request('/ebsn/api/wishlist/view', {
    query: { list_id: listId, ...LIST_VIEW_QUERY },
    signal,
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(WishlistViewResponseSchema, body.data).data;
}

export const listQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: listKeys.detail(listId),
    queryFn: ({ signal }) => getList(listId, signal),
    staleTime: 0,
  });

export const useList = (listId: number | null) =>
  useQuery({ ...listQueryOptions(listId ?? 0), enabled: listId !== null });

/** Another shopper's list (not shared) answers as if it did not exist. */
export const isListNotFound = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.code === 'wishlist.not_found');

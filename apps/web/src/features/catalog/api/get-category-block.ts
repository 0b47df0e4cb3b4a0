import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryBlockResponseSchema, type CategoryBlock } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { catalogKeys } from './keys';

/** GET /ebsn/api/category-block/info: a banner or text block of a category page. */
export async function getCategoryBlock(
  categoryBlockId: number,
  signal?: AbortSignal,
): Promise<CategoryBlock> {
  const body = await api.request('/ebsn/api/category-block/info', {
    query: { categoryBlockId },
    // A missing block is decoration, not a page: no toast, no navigation.
    notify: false,
    navigateOnError: false,
    signal,
  });
  return parseResponse(CategoryBlockResponseSchema, body.data).categoryBlock;
}

export const categoryBlockQueryOptions = (categoryBlockId: number) =>
  queryOptions({
    queryKey: catalogKeys.categoryBlock(categoryBlockId),
    queryFn: ({ signal }) => getCategoryBlock(categoryBlockId, signal),
    staleTime: 15 * 60_000,
  });

export function useCategoryBlock(categoryBlockId: number) {
  return useQuery(categoryBlockQueryOptions(categoryBlockId));
}

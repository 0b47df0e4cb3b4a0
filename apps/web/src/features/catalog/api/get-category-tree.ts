import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryTreeResponseSchema, type Category } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { catalogKeys } from './keys';

/** GET /ebsn/api/category (docs/rules/catalog.md Catalog): the tree, to the brand's depth; the client's GET cache keeps it. */
export async function getCategoryTree(signal?: AbortSignal): Promise<Category[]> {
  const body = await api.request('/ebsn/api/category', { signal });
  return parseResponse(CategoryTreeResponseSchema, body.data).categories;
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categoryTree(),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 15 * 60_000,
  });

export function useCategoryTree(options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryTreeQueryOptions(), enabled: options.enabled ?? true });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryDetailResponseSchema, type CategoryDetail } from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { catalogKeys } from './keys';

export interface CategoryRef {
  slug?: string;
  categoryId?: number;
}

/**
 * GET /ebsn/api/category with slug or categoryId: the category, its children
 * (two levels, for the subcategory chips) and its breadcrumb. 404 when unknown:
 * the client leaves that to the page (docs/rules/catalog.md).
 */
export async function getCategory(ref: CategoryRef, signal?: AbortSignal): Promise<CategoryDetail> {
  const body = await api.request('/ebsn/api/category', {
    query: { slug: ref.slug, categoryId: ref.categoryId, depth: 2 },
    signal,
  });
  return parseResponse(CategoryDetailResponseSchema, body.data).category;
}

export const categoryQueryOptions = (ref: CategoryRef) =>
  queryOptions({
    queryKey: catalogKeys.category(ref),
    queryFn: ({ signal }) => getCategory(ref, signal),
    staleTime: 15 * 60_000,
  });

export function useCategory(ref: CategoryRef, options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryQueryOptions(ref), enabled: options.enabled ?? true });
}

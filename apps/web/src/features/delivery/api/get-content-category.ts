import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryDetailResponseSchema } from '@spesa/domain';
import { api } from '../../../lib/api';
import { deliveryKeys } from './keys';

export interface ContentText {
  title: string;
  description: string;
}

/**
 * A content category's title and description (GET /ebsn/api/category?slug=…,
 * metaData.category_info TITLE and DESCRIPTION): the dialogs' optional heading
 * (SPEC §2 Timeslot selector: category timeslot-selector). Any failure counts
 * as "no content" (SPEC §8: errors of this fetch are ignored silently).
 */
export async function getContentCategory(
  slug: string,
  signal?: AbortSignal,
): Promise<ContentText | null> {
  try {
    const body = await api.request('/ebsn/api/category', {
      query: { slug },
      notify: false,
      navigateOnError: false,
      signal,
    });
    const parsed = CategoryDetailResponseSchema.safeParse(body.data);
    if (!parsed.success) return null;
    const info = parsed.data.category.metaData.category_info;
    const title = info.TITLE.trim();
    const description = info.DESCRIPTION.trim();
    return title || description ? { title, description } : null;
  } catch {
    return null;
  }
}

export const contentCategoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: deliveryKeys.content(slug),
    queryFn: ({ signal }) => getContentCategory(slug, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useContentCategory(slug: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...contentCategoryQueryOptions(slug), enabled: options.enabled ?? true });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryDetailResponseSchema, WpPostListSchema } from '@spesa/domain';
import { api } from '../../../lib/api';
import { decodeEntities } from '../../../lib/content';
import { deliveryKeys } from './keys';

export interface ContentText {
  title: string;
  description: string;
}

const textOf = (title: string, description: string): ContentText | null =>
  title || description ? { title, description } : null;

/**
 * The first ux-block of a term (GET /p/wp-json/wp/v2/ux-blocks/{term}): the
 * content service's heading (title.rendered) and text (content.rendered, read as
 * text: the dialog's description is a sentence, not markup).
 */
async function getUxBlock(term: string, signal?: AbortSignal): Promise<ContentText | null> {
  const body = await api.requestJson(`/p/wp-json/wp/v2/ux-blocks/${encodeURIComponent(term)}`, {
    notify: false,
    navigateOnError: false,
    signal,
  });
  const parsed = WpPostListSchema.safeParse(body);
  const block = parsed.success ? parsed.data[0] : undefined;
  return block
    ? textOf(
        decodeEntities(block.title.rendered).trim(),
        decodeEntities(block.content.rendered).trim(),
      )
    : null;
}

/** The catalogue's content category (GET /ebsn/api/category?slug=…, metaData.category_info). */
async function getCategoryText(slug: string, signal?: AbortSignal): Promise<ContentText | null> {
  const body = await api.request('/ebsn/api/category', {
    query: { slug },
    notify: false,
    navigateOnError: false,
    signal,
  });
  const parsed = CategoryDetailResponseSchema.safeParse(body.data);
  if (!parsed.success) return null;
  const info = parsed.data.category.metaData.category_info;
  return textOf(info.TITLE.trim(), info.DESCRIPTION.trim());
}

const silently = <T>(load: Promise<T>): Promise<T | null> => load.catch(() => null);

/**
 * The dialogs' optional heading (docs/rules/delivery-and-slots.md Timeslot selector: content category
 * timeslot-selector; Address selector: its category title): the content
 * service's ux-block of that term, else the catalogue's content category of
 * that slug. Any failure counts as "no content" (docs/rules/delivery-and-slots.md: errors of this fetch
 * are ignored silently), and the dialog keeps its own texts.
 */
export async function getContentCategory(
  slug: string,
  signal?: AbortSignal,
): Promise<ContentText | null> {
  return (
    (await silently(getUxBlock(slug, signal))) ?? (await silently(getCategoryText(slug, signal)))
  );
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

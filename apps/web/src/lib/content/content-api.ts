import { queryOptions } from '@tanstack/react-query';
import {
  AdminAjaxAnswerSchema,
  CUSTOMER_SERVICE_FORM_ID,
  MailParsSchema,
  WpPostListSchema,
  WpTermListSchema,
  type ContactFields,
  type ContentListType,
  type WpPage,
  type WpPost,
} from '@spesa/domain';
import { api, parseResponse, type QueryValue } from '../api';

const WP = '/p/wp-json/wp/v2';

/** Query keys of the content service (docs/architecture.md#query-keys). */
export const contentQueryKeys = {
  all: ['content'] as const,
  list: (type: ContentListType, query: Record<string, QueryValue>) =>
    [...contentQueryKeys.all, 'list', type, query] as const,
  faqCategories: () => [...contentQueryKeys.all, 'faq-categories'] as const,
  slides: (slider: string) => [...contentQueryKeys.all, 'slides', slider] as const,
  mailPars: (formId: number) => [...contentQueryKeys.all, 'mail-pars', formId] as const,
};

/**
 * GET /p/wp-json/wp/v2/{type}: pages, flyers, FAQ, awards; the total and the
 * number of pages come from X-WP-Total and X-WP-TotalPages (docs/rules/content.md).
 */
export async function getPosts(
  type: ContentListType,
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<WpPage<WpPost>> {
  let total = 0;
  let totalPages = 0;
  const body = await api.requestJson(`${WP}/${type}`, {
    query,
    signal,
    navigateOnError: false,
    notify: false,
    onHeaders: (headers) => {
      total = Number(headers.get('x-wp-total') ?? 0);
      totalPages = Number(headers.get('x-wp-totalpages') ?? 0);
    },
  });
  const items = parseResponse(WpPostListSchema, body);
  return { items, total: total || items.length, totalPages: totalPages || 1 };
}

export const postsQueryOptions = (type: ContentListType, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: contentQueryKeys.list(type, query),
    queryFn: ({ signal }) => getPosts(type, query, signal),
    staleTime: 5 * 60_000,
  });

/** One post of a type by slug: null when there is none (the page shows its not-found). */
export const postBySlugQueryOptions = (type: ContentListType, slug: string) =>
  queryOptions({
    ...postsQueryOptions(type, { slug }),
    select: (page: WpPage<WpPost>) => page.items[0] ?? null,
  });

export const faqCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: contentQueryKeys.faqCategories(),
    queryFn: async ({ signal }) =>
      parseResponse(
        WpTermListSchema,
        await api.requestJson(`${WP}/faq_category`, {
          signal,
          navigateOnError: false,
          notify: false,
        }),
      ),
    staleTime: 5 * 60_000,
  });

/**
 * GET new_slides/{slider}/{timestamp}/{x}: the slides valid today. The
 * timestamp is rounded to the hour so the browser's cache serves repeat visits.
 */
export const slidesQueryOptions = (slider = 'home') =>
  queryOptions({
    queryKey: contentQueryKeys.slides(slider),
    queryFn: async ({ signal }) => {
      const hour = Math.floor(Date.now() / 3_600_000) * 3600;
      return parseResponse(
        WpPostListSchema,
        await api.requestJson(`${WP}/new_slides/${slider}/${hour}/web`, {
          signal,
          navigateOnError: false,
          notify: false,
        }),
      );
    },
    staleTime: 10 * 60_000,
  });

export const mailParsQueryOptions = (formId = CUSTOMER_SERVICE_FORM_ID) =>
  queryOptions({
    queryKey: contentQueryKeys.mailPars(formId),
    queryFn: async ({ signal }) =>
      parseResponse(
        MailParsSchema,
        await api.requestJson(`${WP}/get_mail_pars`, {
          query: { form_id: formId },
          signal,
          navigateOnError: false,
          notify: false,
        }),
      ),
    staleTime: 30 * 60_000,
  });

/** POST /p/wp-admin/admin-ajax.php with form 5: answers the message to show. */
export async function sendContactForm(fields: ContactFields): Promise<string> {
  const body = await api.requestJson('/p/wp-admin/admin-ajax.php', {
    json: {
      action: 'send_mail_form',
      security: '',
      formData: { id: CUSTOMER_SERVICE_FORM_ID, fields },
    },
    notify: false,
    navigateOnError: false,
  });
  return parseResponse(AdminAjaxAnswerSchema, body).data.message;
}

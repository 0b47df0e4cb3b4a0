import { SHOP_TIME_ZONE } from '@spesa/domain';
import type { WpPost, WpTerm } from '@spesa/domain';
import type { PostRow, TermRow } from './repo';
import { sanitizeContentHtml, sanitizeTitle } from './sanitize';

/** WordPress writes dates as the site's local time without a zone: '2026-03-02T09:00:00'. */
const wpDate = (at: Date): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');

const dayMonth = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const asDay = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** 'Valido dal 2 al 15 ottobre', from the validity window when the editor wrote none. */
export function validityText(from: string | null, to: string | null): string {
  if (from && to)
    return `Valido dal ${dayMonth.format(asDay(from))} al ${dayMonth.format(asDay(to))}`;
  if (to) return `Valido fino al ${dayMonth.format(asDay(to))}`;
  if (from) return `Valido dal ${dayMonth.format(asDay(from))}`;
  return '';
}

/** The shop's path of a post, so `link` opens it in this storefront. */
export function postPath(row: Pick<PostRow, 'postType' | 'slug'>): string {
  switch (row.postType) {
    case 'page':
      return `/page/${row.slug}`;
    case 'volantino':
      return `/volantini/${row.slug}`;
    case 'faq':
      return `/faq`;
    case 'award':
      return `/vantaggi`;
    default:
      return `/page/${row.slug}`;
  }
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const int = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/** A row as WordPress's REST API answers a post; its HTML passes the allow-list again. */
export function toWpPost(
  row: PostRow,
  origin: string,
  terms: Record<string, number[]> = {},
): WpPost {
  const {
    seo_title,
    seo_description,
    testo_validit,
    image_alt,
    image_width,
    image_height,
    ...rest
  } = row.meta;
  return {
    id: row.postId,
    date: wpDate(row.publishedAt),
    modified: wpDate(row.modifiedAt),
    slug: row.slug,
    status: row.status,
    type: row.postType,
    link: `${origin}${postPath(row)}`,
    title: { rendered: sanitizeTitle(row.title) },
    content: { rendered: sanitizeContentHtml(row.contentHtml), protected: false },
    excerpt: { rendered: sanitizeContentHtml(row.excerptHtml) },
    parent: row.parentId ?? 0,
    menu_order: row.menuOrder,
    featured_image: row.imageUrl
      ? {
          url: row.imageUrl,
          width: int(image_width, 1200),
          height: int(image_height, 675),
          alt: str(image_alt),
        }
      : null,
    ...(terms.faq_category ? { faq_category: terms.faq_category } : {}),
    ...(terms.ux_block_term ? { ux_block_term: terms.ux_block_term } : {}),
    testo_validit: str(testo_validit) || validityText(row.validFrom, row.validTo),
    valid_from: row.validFrom,
    valid_to: row.validTo,
    link_url: row.linkUrl,
    meta: {
      ...rest,
      seo_title: sanitizeTitle(str(seo_title)),
      seo_description: sanitizeTitle(str(seo_description)),
    },
  };
}

export function toWpTerm(row: TermRow & { count: number }, origin: string): WpTerm {
  return {
    id: row.termId,
    count: row.count,
    description: sanitizeTitle(row.description),
    link: row.taxonomy === 'faq_category' ? `${origin}/faq/${row.slug}` : origin,
    name: sanitizeTitle(row.name),
    slug: row.slug,
    taxonomy: row.taxonomy,
    parent: row.parentId ?? 0,
  };
}

/**
 * The shop draws its own pictures (packshots, category icons, slides, flyer pages)
 * as SVG and serves each as WebP too (decision 018): `…/name.webp` at the kind's
 * first width, `…/name.webp?w=N` at any other width the kind lists, and `…/name.svg`
 * as drawn. A browser lays out every SVG image as a document on the page's main
 * thread; a WebP it decodes off it.
 */
export const PICTURE_WIDTHS = {
  packshot: [400, 800],
  categoryIcon: [96],
  categoryMenu: [300, 600],
  slide: [1200, 800],
  flyerPage: [800],
} as const satisfies Record<string, readonly [number, ...number[]]>;

export type PictureKind = keyof typeof PICTURE_WIDTHS;

/** A product's packshot: the URL the API gives as mediaURL. */
export const packshotUrl = (productId: number): string => `/img/products/${productId}.webp`;

/**
 * The `srcset` of one of the shop's WebP pictures at every width its kind has, or
 * undefined for any other URL (a picture from elsewhere, an SVG kept in an old order).
 */
export function pictureSrcSet(url: string, kind: PictureKind): string | undefined {
  if (!/^\/[^?#]*\.webp$/.test(url)) return undefined;
  const [first, ...others] = PICTURE_WIDTHS[kind];
  return [`${url} ${first}w`, ...others.map((w) => `${url}?w=${w} ${w}w`)].join(', ');
}

import { isDeepLinkPath, ORDERS_PAGE_PATH } from './deep-links';

/** The page that opens a link of the brand's URL scheme: `/apri?url=<the link>`. */
export const OPEN_LINK_PATH = '/apri';
/** Its query parameter, the `%s` of the manifest's protocol handler. */
export const OPEN_LINK_PARAM = 'url';

/**
 * The brand's URL scheme, for the installed web app's protocol handler: `web+` and the
 * brand id's letters (browsers accept only lowercase ASCII letters after `web+`).
 * 'mercato' → 'web+mercato'.
 */
export const urlSchemeOf = (brandId: string): string =>
  `web+${brandId.toLowerCase().replace(/[^a-z]/g, '') || 'spesa'}`;

/** A path segment as the shop writes its slugs and ids: nothing that could leave the shop. */
const SEGMENT = /^[\w-]+$/;

/** The scheme's names, in Italian as a shopper reads them, and the shop's pages they open. */
const PAGES: Record<string, (rest: string[]) => string | null> = {
  prodotto: (rest) => (rest.length === 1 ? `/product/${rest[0]}` : null),
  categoria: (rest) => (rest.length >= 1 ? `/category/${rest.join('/')}` : null),
  ordini: (rest) =>
    rest.length === 0
      ? ORDERS_PAGE_PATH
      : rest.length === 1 && /^\d+$/.test(rest[0]!)
        ? `${ORDERS_PAGE_PATH}/${rest[0]}`
        : null,
  carrello: (rest) => (rest.length === 0 ? '/checkout' : null),
  cerca: (rest) => (rest.length === 0 ? '/search' : null),
};

/**
 * The shop's own path for a link of its URL scheme (docs/rules/shop-shell.md App wrapper):
 * `web+mercato://prodotto/pane-casereccio` → `/product/pane-casereccio`,
 * `web+mercato://cerca?q=latte` → `/search?q=latte`, and a deep link path written after
 * the scheme (`web+mercato:/profile/orders/12`) as it is. Anything else — another scheme,
 * a host (`web+mercato://evil.com`), an unknown page, an odd character — opens the home:
 * the page never leads out of the shop.
 */
export function shopPathFromSchemeUrl(link: string | null | undefined, scheme: string): string {
  const home = '/';
  if (!link || link.length > 2000) return home;
  const prefix = `${scheme}:`;
  if (link.slice(0, prefix.length).toLowerCase() !== prefix) return home;
  const [target = '', query = ''] = link
    .slice(prefix.length)
    .replace(/#.*$/s, '')
    .split('?', 2) as [string?, string?];
  const segments = target.replace(/^\/+/, '').replace(/\/+$/, '').split('/');
  if (segments.some((segment) => !SEGMENT.test(segment))) return home;
  const [name = '', ...rest] = segments;
  const path =
    PAGES[name]?.(rest) ??
    (isDeepLinkPath(`/${segments.join('/')}`) ? `/${segments.join('/')}` : null);
  if (!path) return home;
  if (path !== '/search') return path;
  const words = new URLSearchParams(query).get('q');
  return words ? `/search?${new URLSearchParams({ q: words })}` : home;
}

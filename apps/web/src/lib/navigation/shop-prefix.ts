import { HOME_PATH, SHOP_PREFIX } from '../../config/paths';

/** Internal links may carry the old '/shop' prefix; the app strips it (docs/rules/shop-shell.md Route guard and scrolling). */

export function stripShopPrefix(path: string): string {
  if (path === SHOP_PREFIX) return HOME_PATH;
  for (const separator of ['/', '?', '#']) {
    if (path.startsWith(SHOP_PREFIX + separator)) {
      const rest = path.slice(SHOP_PREFIX.length);
      return rest.startsWith('/') ? rest : `/${rest}`;
    }
  }
  return path;
}

/**
 * Where an href should go inside the app: absolute URLs on one of the app's own
 * origins become internal paths (shop prefix stripped); other origins, mailto:
 * and tel: stay external (null).
 */
export function toInternalPath(href: string, ownOrigins: readonly string[]): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return stripShopPrefix(href);
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!ownOrigins.includes(url.origin)) return null;
  return stripShopPrefix(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * A post-login target taken from a query parameter: only same-app paths,
 * never another origin ('//evil.example' or 'https:…').
 */
export function safeRedirectTarget(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return fallback;
  return stripShopPrefix(value);
}

/** The shopper's orders page: the mails, the pushes and the app's shortcut lead there. */
export const ORDERS_PAGE_PATH = '/profile/orders';
/** One order's page (the deep link /profile/orders/{orderId}). */
export const orderPagePath = (orderId: number): string => `${ORDERS_PAGE_PATH}/${orderId}`;

/** 'Le mie liste'. */
export const LISTS_PAGE_PATH = '/profile/lists';
/** The answers the invitation mail's buttons lead to: the page shows the invitation with that button ready. */
export type InvitationAnswer = 'accetta' | 'rifiuta';
/** 'Le mie liste' with one invitation to share a list in view, from the invitation's mail. */
export const listInvitationPath = (listId: number, answer: InvitationAnswer): string =>
  `${LISTS_PAGE_PATH}?${new URLSearchParams({ invito: String(listId), risposta: answer })}`;

/**
 * The paths a native wrapper of the shop (TWA, Capacitor) opens itself when a shopper
 * taps a link to one of the brand's domains (docs/rules/shop-shell.md Deep links
 * allowed): their orders, one order, the checkout, the search, a product by its slug
 * and any category. Written once, as Apple writes them (`*`: one character or more),
 * for /.well-known/apple-app-site-association and for `isDeepLinkPath`; the Android
 * app's intent filters list the same patterns (docs/development.md, "Install the shop as an app").
 */
export const DEEP_LINK_PATHS = [
  '/profile/orders',
  '/profile/orders/*',
  '/checkout',
  '/search',
  '/product/*',
  '/category/*',
] as const;

export type DeepLinkPattern = (typeof DEEP_LINK_PATHS)[number];

const escaped = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A pattern as a regular expression over a path without query or fragment. */
export const deepLinkPatternRegExp = (pattern: string): RegExp =>
  new RegExp(`^${pattern.split('*').map(escaped).join('.+')}$`);

const MATCHERS = DEEP_LINK_PATHS.map(deepLinkPatternRegExp);

/**
 * Is this URL path one a native app may open (a query or fragment after it is
 * ignored, a trailing slash too)? '/product/pane-casereccio' yes, '/profile/addresses' no.
 */
export function isDeepLinkPath(path: string): boolean {
  const pathname = path.replace(/[?#].*$/s, '');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MATCHERS.some((matcher) => matcher.test(trimmed));
}

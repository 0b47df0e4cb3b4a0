/**
 * The session and account identifiers travel in these headers too (docs/rules/shop-shell.md,
 * native app). A module of their own: the service worker reads them without zod.
 */
export const SESSION_HEADER = 'X-Ebsn-Session';
export const ACCOUNT_HEADER = 'X-Ebsn-Account';
/**
 * The catalogue's generation on every API answer, a number that only grows: the web app reloads
 * its page data when it grows (docs/rules/api-conventions.md Client GET cache).
 */
export const CACHE_BURST_HEADER = 'X-Ebsn-Cache-Burst';

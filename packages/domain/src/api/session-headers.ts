/**
 * The session and account identifiers travel in these headers too (docs/rules/shop-shell.md,
 * native app). A module of their own: the service worker reads them without zod.
 */
export const SESSION_HEADER = 'X-Ebsn-Session';
export const ACCOUNT_HEADER = 'X-Ebsn-Account';

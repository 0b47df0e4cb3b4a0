import { redirect, type LoaderFunction } from 'react-router';

/**
 * docs/rules/account.md Account: each account page has an entry guard keyed by its page
 * name. A page that only follows a step (the reset mail was sent, the
 * password was set, the profile was saved) is entered with the pass that
 * step grants; a page that needs its link's parameters checks them. Anyone
 * else is sent to the page's fallback.
 */
export type EntryRule =
  /** Entered after `allowEntry(page)` within the pass's lifetime. */
  | { kind: 'pass'; fallback: string }
  /** Entered when the URL carries every one of these query parameters. */
  | { kind: 'query'; params: readonly string[]; fallback: string }
  /** For visitors: a logged-in shopper goes to `loggedInTo` instead (signing up). */
  | { kind: 'visitor'; loggedInTo: string }
  /** Anyone enters (a mailed link may be opened in a browser already logged in). */
  | { kind: 'open' };

const PASS_PREFIX = 'ebsn.entry.';
/** A pass outlives a reload of the page, not the day. */
const PASS_LIFETIME_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Lets this tab enter `page` (the step before it succeeded). */
export function allowEntry(page: string, now: number = Date.now()): void {
  storage()?.setItem(`${PASS_PREFIX}${page}`, String(now + PASS_LIFETIME_MS));
}

export function hasEntryPass(page: string, now: number = Date.now()): boolean {
  const until = Number(storage()?.getItem(`${PASS_PREFIX}${page}`) ?? 0);
  return until > now;
}

type UrlRule = Extract<EntryRule, { kind: 'pass' | 'query' }>;

/** May this URL enter the page under its rule? */
export function mayEnter(page: string, rule: UrlRule, url: URL, now: number = Date.now()) {
  return rule.kind === 'pass'
    ? hasEntryPass(page, now)
    : rule.params.every((name) => (url.searchParams.get(name) ?? '').trim() !== '');
}

/**
 * The route loader of a guarded page. `isLoggedIn` answers the visitor rule;
 * it is given by the app, which knows the session (lib cannot import features).
 */
export const entryGuard =
  (page: string, rule: EntryRule, isLoggedIn?: () => Promise<boolean>): LoaderFunction =>
  async ({ request }) => {
    if (rule.kind === 'open') return null;
    if (rule.kind === 'visitor') {
      if (isLoggedIn && (await isLoggedIn())) throw redirect(rule.loggedInTo);
      return null;
    }
    if (!mayEnter(page, rule, new URL(request.url))) throw redirect(rule.fallback);
    return null;
  };

import { useMatches } from 'react-router';
import type { PagePrefetch } from '../../lib/navigation';

/** What a route tells the shell through its `handle`. */
export interface RouteHandle {
  /** The not-found mode: the app chrome (navbar, footer, drawers) is hidden (docs/rules/shop-shell.md). */
  hideChrome?: boolean;
  /** Render at once, without waiting for the session (error pages). */
  skipSessionGate?: boolean;
  /** The page is rendered on the server from these queries (entry-server.tsx). */
  prefetch?: PagePrefetch;
  /** The lazy parts of that server render, loaded before the page hydrates (app/boot.tsx). */
  preload?: () => Promise<void>;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The merged handle flags of the matched routes. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return matches.reduce<RouteHandle>((acc, match) => {
    return isRouteHandle(match.handle) ? { ...acc, ...match.handle } : acc;
  }, {});
}

import { ERROR_MESSAGES } from '@spesa/domain';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes something (docs/rules/api-conventions.md keeps a few, e.g. user-address/delete):
     * refused from another site like any POST.
     */
    changesState?: boolean;
  }
}

export interface CrossSiteGuardOptions {
  /** Is this host name (no port) one of the shop's own? */
  isShopHost(hostname: string): boolean;
}

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Judged by the route the router matched, never by the URL as sent: the router
 * decodes `/%65bsn/…` to `/ebsn/…`, so a test of request.url let such a path
 * reach an /ebsn/ handler unguarded. Any spelling that reaches a handler is
 * judged as that handler; one that reaches none (404) changes nothing.
 */
const changesState = (request: FastifyRequest): boolean =>
  (request.routeOptions.url ?? '').startsWith('/ebsn/') &&
  (!READING_METHODS.has(request.method) || request.routeOptions.config.changesState === true);

/**
 * Did another site make the browser send this? Browsers say so in Sec-Fetch-Site;
 * older ones only name the page in Origin or Referer. A request without any of
 * them (the native app, curl) is no browser's doing and passes.
 */
function fromAnotherSite(request: FastifyRequest, isShopHost: (hostname: string) => boolean) {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site';
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return false;
  // Origin: null (sandboxed frames, some redirects) names no page of ours.
  if (!URL.canParse(source)) return true;
  const url = new URL(source);
  return url.host !== request.headers.host?.toLowerCase() && !isShopHost(url.hostname);
}

/**
 * Refuses every state-changing call another site had the browser make (CSRF,
 * login CSRF): the session cookie's SameSite=Lax still rides along on top-level
 * GET navigations, and it alone never guarded the POSTs of a same-site page.
 */
export const crossSiteGuard = fp<CrossSiteGuardOptions>(
  async (app, { isShopHost }) => {
    app.addHook('onRequest', async (request) => {
      if (changesState(request) && fromAnotherSite(request, isShopHost))
        throw new AppError('forbidden', 'request.cross_site', ERROR_MESSAGES.crossSite);
    });
  },
  { name: 'cross-site-guard' },
);

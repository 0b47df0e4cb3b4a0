import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { TagManagerIdSchema } from '@spesa/domain';

export interface SecurityHeadersOptions {
  /** The shop is served over HTTPS (COOKIE_SECURE): browsers may be told to insist on it. */
  httpsOnly: boolean;
}

/** No page uses camera or microphone; payment and geolocation (the address form) only from the shop itself. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(self), geolocation=(self)';

/** A year on this host and its subdomains, as helmet sends it by default. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * What Google documents for Tag Manager with GA4 tags (tag-platform/security/
 * guides/csp): the container's script from any googletagmanager.com host
 * (www. included), and the hits GA4 sends and draws to Google Analytics' hosts.
 */
const TAG_MANAGER_HOSTS = 'https://*.googletagmanager.com';
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
export const TAG_MANAGER_SOURCES: ReadonlyMap<string, readonly string[]> = new Map([
  ['script-src', [TAG_MANAGER_HOSTS]],
  ['connect-src', [...ANALYTICS_HOSTS, TAG_MANAGER_HOSTS]],
  ['img-src', [...ANALYTICS_HOSTS, TAG_MANAGER_HOSTS]],
]);

/**
 * The CSP with the tag manager's and Google Analytics' hosts in script-src,
 * connect-src and img-src: only for a brand with a container configured, so
 * every other brand keeps scripts to the shop's own origin.
 */
export function withTagManager(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      const added = TAG_MANAGER_SOURCES.get(name);
      return added ? `${directive} ${added.join(' ')}` : directive;
    })
    .join(';');
}

const hasTagManager = (request: FastifyRequest): boolean =>
  TagManagerIdSchema.safeParse(request.brand?.config.tagManagerId).success;

/**
 * The headers helmet does not set as the shop needs them: Permissions-Policy,
 * HSTS only where the shop really is on HTTPS, since HSTS on a plain-HTTP
 * host (development, a LAN address) would lock browsers out of it, and the
 * tag manager's and Google Analytics' hosts in the CSP of a brand that has a container.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { httpsOnly }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (httpsOnly || request.protocol === 'https')
        reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    });
    // At send time: the brand is known by then (resolved after this plugin's onRequest).
    app.addHook('onSend', async (request, reply) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && hasTagManager(request))
        reply.header('content-security-policy', withTagManager(policy));
    });
  },
  { name: 'security-headers' },
);

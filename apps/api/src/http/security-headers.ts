import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { RecaptchaSiteKeySchema, TagManagerIdSchema } from '@spesa/domain';

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
 * What Google documents for reCAPTCHA (recaptcha/docs/faq, CSP): its script
 * from google.com and gstatic.com, and the frame it draws the check in.
 */
export const RECAPTCHA_SOURCES: ReadonlyMap<string, readonly string[]> = new Map([
  ['script-src', ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']],
  ['frame-src', ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']],
]);

/** The policy with each directive's added sources after its own. */
function withSources(policy: string, sources: ReadonlyMap<string, readonly string[]>): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] ?? '';
      const added = sources.get(name);
      return added ? `${directive} ${added.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * The CSP with the tag manager's and Google Analytics' hosts in script-src,
 * connect-src and img-src: only for a brand with a container configured, so
 * every other brand keeps scripts to the shop's own origin.
 */
export const withTagManager = (policy: string): string => withSources(policy, TAG_MANAGER_SOURCES);

/** The CSP with reCAPTCHA's script and frame: only for a brand that has a site key. */
export const withRecaptcha = (policy: string): string => withSources(policy, RECAPTCHA_SOURCES);

const hasTagManager = (request: FastifyRequest): boolean =>
  TagManagerIdSchema.safeParse(request.brand?.config.tagManagerId).success;

const hasRecaptcha = (request: FastifyRequest): boolean =>
  RecaptchaSiteKeySchema.safeParse(request.brand?.config.recaptchaSiteKey).success;

/**
 * The headers helmet does not set as the shop needs them: Permissions-Policy,
 * HSTS only where the shop really is on HTTPS, since HSTS on a plain-HTTP
 * host (development, a LAN address) would lock browsers out of it, and the
 * tag manager's and Google Analytics' hosts in the CSP of a brand that has a container,
 * reCAPTCHA's in that of a brand with a site key.
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
      let policy = reply.getHeader('content-security-policy');
      if (typeof policy !== 'string') return;
      if (hasTagManager(request)) policy = withTagManager(policy);
      if (hasRecaptcha(request)) policy = withRecaptcha(policy);
      reply.header('content-security-policy', policy);
    });
  },
  { name: 'security-headers' },
);

import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** The shop is served over HTTPS (COOKIE_SECURE): browsers may be told to insist on it. */
  httpsOnly: boolean;
}

/** No page uses camera or microphone; payment and geolocation (the address form) only from the shop itself. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), payment=(self), geolocation=(self)';

/** A year on this host and its subdomains, as helmet sends it by default. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet does not set as the shop needs them: Permissions-Policy,
 * and HSTS only where the shop really is on HTTPS, since HSTS on a plain-HTTP
 * host (development, a LAN address) would lock browsers out of it.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { httpsOnly }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (httpsOnly || request.protocol === 'https')
        reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    });
  },
  { name: 'security-headers' },
);

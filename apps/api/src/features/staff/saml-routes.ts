import { SAML_MESSAGES, SIGN_IN_FAILED_MESSAGES as T } from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandOrigin } from '../brands';
import { sessionTokenOf, setSessionCookies } from '../auth';
import { html } from '../../lib/html';
import { claimAssertion, upsertStaffUser } from './repo';
import { SAML_PATHS, SamlRefused, ServiceProvider, safeRelayState } from './saml';

const ADMIN_HOME = '/admin';
const SHOP_HOME = '/';

const RelayQuerySchema = z.object({ relay_state_url: z.string().max(2000).optional() });

/** The page a refused sign-in lands on: the IdP posted here, so there is no app around it. */
const refusedPage = (message: string): string =>
  html`<!doctype html>
    <html lang="it">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${T.title}</title>
      </head>
      <body
        style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937"
      >
        <main>
          <h1>${T.title}</h1>
          <p>${message}</p>
          <p>
            <a href="${ADMIN_HOME}/accesso" style="color:#1d4ed8">${T.backToStaffLogin}</a>
          </p>
        </main>
      </body>
    </html>`.toString();

/**
 * docs/rules/account.md saml/do-login and do-logout, and the service provider's own
 * endpoints (decision 024). The ACS is outside /ebsn/: it receives the
 * identity provider's cross-site form POST, which the cross-site guard
 * rightly refuses on /ebsn/ calls; the signed assertion is its proof.
 */
export const samlRoutes: FastifyPluginAsyncZod<{ sp: ServiceProvider }> = async (app, { sp }) => {
  const isShopHost = (hostname: string) => app.brands.isShopHost(hostname);

  app.get(
    '/ebsn/api/saml/do-login',
    {
      // Each call keeps a request ID in the database until it is answered or expires.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Staff sign-in: redirects to the SAML identity provider',
        description:
          'Answers 302 to the IdP with an AuthnRequest (HTTP-Redirect binding). After the IdP posts its ' +
          'signed assertion to /saml/acs the browser goes to relay_state_url: a path of the shop or an ' +
          'address on one of its own hosts; anything else becomes /admin.',
        querystring: RelayQuerySchema,
      },
    },
    async (request, reply) => {
      const relay = safeRelayState(request.query.relay_state_url, isShopHost, ADMIN_HOME);
      return reply.redirect(await sp.loginUrl(brandOrigin(request), relay), 302);
    },
  );

  app.get(
    '/ebsn/api/saml/do-logout',
    {
      // Logging someone out from another site's link is refused like any state change.
      config: { staleSessionOk: true, changesState: true },
      schema: {
        tags: ['auth'],
        summary: "Staff sign-out: ends the shop's session and redirects to relay_state_url",
        querystring: RelayQuerySchema,
      },
    },
    async (request, reply) => {
      await app.auth.logout(sessionTokenOf(request));
      request.clearSessionCookies(reply);
      return reply.redirect(
        safeRelayState(request.query.relay_state_url, isShopHost, SHOP_HOME),
        302,
      );
    },
  );

  app.get(
    SAML_PATHS.metadata,
    { schema: { tags: ['auth'], summary: "The service provider's SAML metadata (entity id)" } },
    async (request, reply) =>
      reply
        .type('application/samlmetadata+xml; charset=utf-8')
        .send(sp.metadata(brandOrigin(request))),
  );

  app.post(
    SAML_PATHS.acs,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Assertion Consumer Service (HTTP-POST binding)',
        body: z.object({
          SAMLResponse: z.string().min(1).max(200_000),
          RelayState: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const refuse = (message: string) =>
        reply.code(403).type('text/html; charset=utf-8').send(refusedPage(message));
      const brandId = request.brand.brandId;
      let assertion;
      try {
        assertion = await sp.readResponse(brandOrigin(request), request.body.SAMLResponse);
      } catch (err) {
        if (!(err instanceof SamlRefused)) throw err;
        request.log.warn({ reason: err.message }, 'saml response refused');
        return refuse(SAML_MESSAGES.invalid);
      }
      if (!(await claimAssertion(app.db, assertion))) {
        request.log.warn({ assertionId: assertion.assertionId }, 'saml assertion replayed');
        return refuse(SAML_MESSAGES.replay);
      }
      const userId = await upsertStaffUser(app.db, brandId, assertion);
      const session = await app.auth.startSession({
        brandId,
        userId,
        userAgent: request.headers['user-agent'],
        previousToken: sessionTokenOf(request),
      });
      setSessionCookies(
        reply,
        app.config.COOKIE_SECURE,
        session.token,
        userId,
        false,
        session.expiresAt,
      );
      request.log.info({ userId, role: assertion.role }, 'staff sign-in');
      return reply.redirect(safeRelayState(request.body.RelayState, isShopHost, ADMIN_HOME), 303);
    },
  );
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_HEADER,
  LoginResponseSchema,
  SESSION_HEADER,
  SOCIAL_LOGIN_MESSAGES as M,
  SocialCallbackQuerySchema,
  SocialLinkRequestSchema,
  SocialLoginStartQuerySchema,
  SocialMobileQuerySchema,
  SocialProvidersResponseSchema,
  SocialUserDetailResponseSchema,
  envelopeSchema,
  ERROR_MESSAGES,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { AppError, refusal } from '../../http/app-error';
import {
  IdentityError,
  SOCIAL_PROVIDERS,
  type FlowChecks,
  type SocialIdentity,
  type SocialProvider,
} from '../../adapters/identity';
import { brandOrigin } from '../brands';
import { viewCart } from '../cart';
import { findUserByLogin, type UserRow } from '../users';
import { sessionTokenOf, setSessionCookies } from '../auth';
import { seal, unseal } from './sealed';
import { findLinkedUser } from './repo';
import {
  clearPendingSocialIdentity,
  linkSocialIdentity,
  readPendingSocialIdentity,
  setPendingSocialIdentity,
} from './pending';
import { configuredProviders, safeRelay } from './service';
import { failurePageHtml } from './failure-page';

/** The flow in progress (state, nonce, PKCE verifier), only sent back to the callbacks. */
const FLOW_COOKIE = 'ebsn_social_flow';
const FLOW_PATH = '/ebsn/api/social-redir';
const FLOW_PURPOSE = 'social-flow';
const FLOW_TTL_MS = 10 * 60_000;

/** The web app's pages the callback hands the browser to (apps/web config/paths.ts). */
const WEB = {
  handoff: '/social-login',
  link: '/social-login/link',
  registration: '/registration-user',
  login: '/login',
};

const FlowSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  brandId: z.string(),
  redirectUri: z.string(),
  redirect: z.string(),
  checks: z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string() }),
});

const MOBILE_PATHS: Record<SocialProvider, string> = {
  google: '/api/social-redir/google-mobile',
  facebook: '/ebsn/api/social-redir/facebook-mobile',
};

/** A callback that cannot log anyone in answers its 4xx status with a page. */
function failurePage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(failurePageHtml(message, WEB.login));
}

const withRelay = (path: string, relay: string) =>
  `${path}?${new URLSearchParams({ redirect: relay }).toString()}`;

/**
 * Social login (docs/rules/account.md, Auth): 'Accedi con Google' / 'Accedi con Facebook'
 * through OpenID Connect, a full-page redirect (decision 025), with the
 * callbacks of docs/rules/account.md and the native app's code exchange.
 */
export const socialLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = configuredProviders(app.config);

  const notConfigured = () => new AppError('not_found', 'social.not_configured', M.notConfigured);

  /** A session for the account, rotating the one the request came with, as a password login does. */
  async function openSession(request: FastifyRequest, user: UserRow) {
    return app.auth.startSession({
      brandId: request.brand.brandId,
      userId: user.userId,
      userAgent: request.headers['user-agent'],
      previousToken: sessionTokenOf(request),
    });
  }

  app.get(
    '/ebsn/api/social-redir/providers',
    {
      // Which buttons to show does not depend on who asks: a stale session id is no reason to refuse.
      config: { staleSessionOk: true },
      schema: {
        tags: ['auth'],
        summary: 'The social logins this shop offers (the login form shows their buttons)',
        response: { 200: envelopeSchema(SocialProvidersResponseSchema) },
      },
    },
    async () => ok({ providers: [...providers.keys()] }),
  );

  for (const name of SOCIAL_PROVIDERS) {
    const callbackPath = `/ebsn/api/social-redir/${name}`;

    app.get(
      `${callbackPath}/start`,
      {
        config: { staleSessionOk: true },
        schema: {
          tags: ['auth'],
          summary: `Start 'Accedi con ${name === 'google' ? 'Google' : 'Facebook'}': redirects to the provider`,
          description:
            'Answers 303 to the provider with state, nonce and a PKCE challenge, kept encrypted in a ' +
            'short-lived HttpOnly cookie for the callback. `redirect`: a path of the shop to land on ' +
            'afterwards (anything else lands on /profile/dashboard). 404 when the provider is not configured.',
          querystring: SocialLoginStartQuerySchema,
        },
      },
      async (request, reply) => {
        const provider = providers.get(name);
        if (!provider) throw notConfigured();
        const redirectUri = `${brandOrigin(request)}${callbackPath}`;
        let started: { url: URL; checks: FlowChecks };
        try {
          started = await provider.authorizationUrl(redirectUri);
        } catch (error) {
          request.log.warn({ err: error, provider: name }, 'social login provider unavailable');
          return failurePage(reply, 503, M.unavailable);
        }
        const flow: z.infer<typeof FlowSchema> = {
          provider: name,
          brandId: request.brand.brandId,
          redirectUri,
          redirect: safeRelay(request.query.redirect),
          checks: started.checks,
        };
        reply.setCookie(
          FLOW_COOKIE,
          await seal(app.config.SOCIAL_LOGIN_SECRET, FLOW_PURPOSE, flow, FLOW_TTL_MS),
          {
            path: FLOW_PATH,
            httpOnly: true,
            // Lax: the provider sends the browser back with a top-level GET, which carries it.
            sameSite: 'lax',
            secure: app.config.COOKIE_SECURE,
            maxAge: FLOW_TTL_MS / 1000,
          },
        );
        return reply.redirect(started.url.href, 303);
      },
    );

    app.get(
      callbackPath,
      {
        config: { staleSessionOk: true },
        schema: {
          tags: ['auth'],
          summary: `The provider's redirect after login (docs/rules/account.md Auth social-redir/${name})`,
          description:
            'Checks state, nonce and PKCE and verifies the ID token (issuer, audience, expiry), then: a ' +
            'linked identity logs in (the session rotates) and goes to /social-login, which lands on ' +
            '/profile/dashboard; an identity whose e-mail has an account goes to /social-login/link (the ' +
            "account's password links them); a new e-mail goes to /registration-user?social_login=" +
            `${name}. A callback that was not started by this browser, a forged state or a replayed ` +
            'code answers 400 with an Italian page.',
          querystring: SocialCallbackQuerySchema,
        },
      },
      async (request, reply) => {
        const provider = providers.get(name);
        if (!provider) throw notConfigured();
        const parsedFlow = FlowSchema.safeParse(
          await unseal(app.config.SOCIAL_LOGIN_SECRET, FLOW_PURPOSE, request.cookies[FLOW_COOKIE]),
        );
        // Whatever happens next, the flow is used up: a second callback finds nothing.
        reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
        if (request.query.error === 'access_denied') return reply.redirect(WEB.login, 303);
        const flow = parsedFlow.success ? parsedFlow.data : null;
        if (!flow || flow.provider !== name || flow.brandId !== request.brand.brandId)
          return failurePage(reply, 400, M.flowExpired);
        if (request.query.error) return failurePage(reply, 400, M.rejected);

        const query = request.url.slice(request.url.indexOf('?') + 1);
        let identity: SocialIdentity;
        try {
          identity = await provider.exchange(new URL(`${flow.redirectUri}?${query}`), flow.checks);
        } catch (error) {
          const unavailable = error instanceof IdentityError && error.kind === 'unavailable';
          request.log.warn({ err: error, provider: name }, 'social login callback refused');
          return unavailable
            ? failurePage(reply, 503, M.unavailable)
            : failurePage(reply, 400, M.rejected);
        }

        const brandId = request.brand.brandId;
        const linked = await findLinkedUser(app.db, brandId, name, identity.subject);
        if (linked) {
          if (linked.anonymizedAt) return failurePage(reply, 403, M.accountClosed);
          const session = await openSession(request, linked);
          setSessionCookies(reply, app.config.COOKIE_SECURE, session.token, linked.userId, false);
          clearPendingSocialIdentity(reply);
          request.log.info({ userId: linked.userId, provider: name }, 'social login');
          return reply.redirect(withRelay(WEB.handoff, flow.redirect), 303);
        }
        const existing = await findUserByLogin(app.db, brandId, identity.email);
        const mode = existing && !existing.anonymizedAt ? 'link' : 'register';
        await setPendingSocialIdentity(reply, {
          ...identity,
          brandId,
          mode,
          redirect: flow.redirect,
        });
        return reply.redirect(
          mode === 'link'
            ? withRelay(WEB.link, flow.redirect)
            : `${WEB.registration}?${new URLSearchParams({ social_login: name }).toString()}`,
          303,
        );
      },
    );

    app.get(
      MOBILE_PATHS[name],
      {
        schema: {
          tags: ['auth'],
          summary: `The native app's ${name} login (docs/rules/account.md Auth): trades the SDK's code for a session`,
          description:
            'The native SDK ran the authorization with this URL as its redirect URI and kept state and ' +
            'PKCE; the server redeems the code and verifies the ID token. A linked identity answers the ' +
            'cart like auth/login, with the session in the X-Ebsn-Session / X-Ebsn-Account headers (no ' +
            'cookie: a link from another site cannot log a browser in). Otherwise status 1: the shopper ' +
            'registers or logs in on the site first. `use-plugin` says the code came from the native ' +
            'plugin; the exchange is the same.',
          querystring: SocialMobileQuerySchema,
          response: { 200: envelopeSchema(LoginResponseSchema) },
        },
      },
      async (request, reply) => {
        const provider = providers.get(name);
        if (!provider) throw notConfigured();
        const { code } = request.query;
        if (!code)
          throw new AppError(
            'invalid',
            'social.code_required',
            ERROR_MESSAGES.invalidField('code'),
            'code',
          );
        const callback = new URL(`${brandOrigin(request)}${MOBILE_PATHS[name]}`);
        callback.searchParams.set('code', code);
        let identity: SocialIdentity;
        try {
          identity = await provider.exchange(callback, null);
        } catch (error) {
          request.log.warn({ err: error, provider: name }, 'social login code refused');
          if (error instanceof IdentityError && error.kind === 'unavailable')
            throw refusal('social.unavailable', M.unavailable);
          throw new AppError('invalid', 'social.rejected', M.rejected, 'code');
        }
        const user = await findLinkedUser(app.db, request.brand.brandId, name, identity.subject);
        if (!user) throw refusal('social.not_linked', M.notLinked);
        if (user.anonymizedAt) throw refusal('social.account_closed', M.accountClosed);
        const session = await openSession(request, user);
        reply.header(SESSION_HEADER, session.token).header(ACCOUNT_HEADER, String(user.userId));
        request.log.info({ userId: user.userId, provider: name }, 'social login (app)');
        return ok({ data: await viewCart(app, request.brand, user) });
      },
    );
  }

  app.get(
    '/ebsn/api/social-redir/session',
    {
      config: { staleSessionOk: true },
      schema: {
        tags: ['auth'],
        summary:
          'After a social login: the cart, with the session ids in the headers, as auth/login answers',
        description:
          'The callback set the session cookie during a page navigation, which the client could not ' +
          'read; this hands it the same answer a password login gives. 401 without a session.',
        response: { 200: envelopeSchema(LoginResponseSchema) },
      },
    },
    async (request, reply) => {
      // It hands the session over: as the shopper scope's answers, never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      const session = request.session;
      const token = sessionTokenOf(request);
      if (!session || !token)
        throw new AppError('unauthenticated', 'auth.required', ERROR_MESSAGES.loginRequired);
      setSessionCookies(
        reply,
        app.config.COOKIE_SECURE,
        token,
        session.user.userId,
        session.remember,
        session.expiresAt,
      );
      return ok({ data: await viewCart(app, request.brand, session.user) });
    },
  );

  app.get(
    '/ebsn/api/registration/social_user_detail',
    {
      schema: {
        tags: ['registration'],
        summary:
          'The identity a social login left pending (docs/rules/account.md Registration and user)',
        description:
          "Pre-fills /registration-user?social_login=… (mode 'register') or names the account to link " +
          "(mode 'link'). Status 1 when no social login is pending in this browser; 404 when the shop " +
          'offers no social login.',
        response: { 200: envelopeSchema(SocialUserDetailResponseSchema) },
      },
    },
    async (request) => {
      if (providers.size === 0) throw notConfigured();
      const pending = await readPendingSocialIdentity(request);
      if (!pending) throw refusal('social.no_pending', M.noPending);
      return ok({
        socialUser: {
          provider: pending.provider,
          mode: pending.mode,
          email: pending.email,
          emailVerified: pending.emailVerified,
          firstName: pending.givenName,
          lastName: pending.familyName,
        },
      });
    },
  );

  app.post(
    '/ebsn/api/social-redir/link',
    {
      config: { staleSessionOk: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Link the pending identity to the account with its e-mail, given that account’s password',
        description:
          'The password is checked exactly as auth/login checks it (same throttle, same refusal), then ' +
          'the identity is linked and the session rotates. Status 1 without a pending identity to link; ' +
          '404 when the shop offers no social login.',
        body: SocialLinkRequestSchema,
        response: { 200: envelopeSchema(LoginResponseSchema) },
      },
    },
    async (request, reply) => {
      if (providers.size === 0) throw notConfigured();
      const pending = await readPendingSocialIdentity(request);
      if (!pending || pending.mode !== 'link') throw refusal('social.no_pending', M.noPending);
      const { password, remember_me } = request.body;
      if (!password) throw refusal('social.password_required', M.passwordRequired, 'password');
      const result = await app.auth.login({
        brandId: request.brand.brandId,
        login: pending.email,
        password,
        remember: remember_me,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: sessionTokenOf(request),
        // The device cookie lives under /ebsn/api/auth: this login counts as from an unknown device.
        deviceToken: undefined,
      });
      await linkSocialIdentity(app.db, {
        brandId: request.brand.brandId,
        userId: result.user.userId,
        identity: pending,
      });
      clearPendingSocialIdentity(reply);
      setSessionCookies(
        reply,
        app.config.COOKIE_SECURE,
        result.token,
        result.user.userId,
        remember_me,
        result.expiresAt,
      );
      request.log.info(
        { userId: result.user.userId, provider: pending.provider },
        'social identity linked',
      );
      return ok({ data: await viewCart(app, request.brand, result.user) });
    },
  );
};

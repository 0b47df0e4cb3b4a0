import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_HEADER, SESSION_HEADER, ERROR_MESSAGES } from '@spesa/domain';
import { AppError } from '../../http/app-error';
import { AuthService, type SessionContext } from './service';

export const SESSION_COOKIE = 'ebsn_session';
export const ACCOUNT_COOKIE = 'ebsn_account';
/** Set at a successful login; the login throttle spares a device its account knows. */
export const DEVICE_COOKIE = 'ebsn_device';
const DEVICE_COOKIE_PATH = '/ebsn/api/auth';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** The logged-in session, or null for an anonymous visitor. */
    session: SessionContext | null;
    /**
     * The logged-in shopper, for the routes registered in the shopper scope
     * (`requireShopper`). Read anywhere else without a session it answers 401,
     * so a route placed in the wrong scope fails closed.
     */
    readonly shopper: SessionContext;
    clearSessionCookies(reply: FastifyReply): void;
  }
  interface FastifyContextConfig {
    /** A stale session id is ignored instead of answering 419 (login, logout). */
    staleSessionOk?: boolean;
  }
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER.toLowerCase()];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || request.cookies[SESSION_COOKIE] || undefined;
}

function accountOf(request: FastifyRequest): string | undefined {
  const header = request.headers[ACCOUNT_HEADER.toLowerCase()];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || request.cookies[ACCOUNT_COOKIE] || undefined;
}

/**
 * Server-side sessions: the token arrives in the HttpOnly cookie or in the
 * X-Ebsn-Session header the client keeps in local storage (docs/rules/account.md). A valid
 * header without its cookie restores the cookie; an unknown or expired token
 * answers 419 so the client drops it.
 */
export const sessionPlugin = fp(
  async (app) => {
    const auth = new AuthService(app.db, app.config);
    app.decorate('auth', auth);
    app.decorateRequest('session', null);
    app.decorateRequest('clearSessionCookies', function clear(reply: FastifyReply) {
      const options = { path: '/' };
      reply.clearCookie(SESSION_COOKIE, options).clearCookie(ACCOUNT_COOKIE, options);
    });

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/ebsn/')) return;
      const token = sessionTokenOf(request);
      if (!token) return;
      const session = await auth.resolve(request.brand.brandId, token, accountOf(request));
      if (!session) {
        if (request.routeOptions.config.staleSessionOk) return;
        throw new AppError('session_expired', 'session.expired', ERROR_MESSAGES.sessionExpired);
      }
      request.session = session;
      if (request.cookies[SESSION_COOKIE] !== token) {
        setSessionCookies(
          reply,
          app.config.COOKIE_SECURE,
          token,
          session.user.userId,
          session.remember,
          session.expiresAt,
        );
      }
    });

    app.decorateRequest('shopper', {
      getter(this: FastifyRequest) {
        if (!this.session) throw loginRequired();
        return this.session;
      },
    });

    // Expired rows are harmless (lookups check expiry) but should not pile up.
    app.jobs.define({
      kind: 'auth.prune-expired',
      everySeconds: 3600,
      run: () => auth.pruneExpired(),
    });
  },
  { name: 'session', dependencies: ['database', 'jobs', 'brands', '@fastify/cookie'] },
);

const loginRequired = () =>
  new AppError('unauthenticated', 'auth.required', ERROR_MESSAGES.loginRequired);

/**
 * The one auth hook of the logged-in routes: server.ts registers them in a scope
 * with this onRequest hook, so they answer 401 before their input is even read.
 */
export async function requireShopper(request: FastifyRequest): Promise<void> {
  if (!request.session) throw loginRequired();
}

export function setSessionCookies(
  reply: FastifyReply,
  secure: boolean,
  token: string,
  userId: number,
  remember: boolean,
  expiresAt?: Date,
): void {
  const options = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    // Without "remember me" the cookie dies with the browser; the server expires it sooner when idle.
    ...(remember && expiresAt ? { expires: expiresAt } : {}),
  };
  reply
    .setCookie(SESSION_COOKIE, token, options)
    .setCookie(ACCOUNT_COOKIE, String(userId), options)
    .header(SESSION_HEADER, token)
    .header(ACCOUNT_HEADER, String(userId));
}

export function setDeviceCookie(
  reply: FastifyReply,
  secure: boolean,
  token: string,
  expires: Date,
): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    // Only the login reads it, so no other request carries it.
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires,
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthTestQuerySchema,
  AuthTestResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  anonymousUser,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { toUser } from '../users';
import { viewCart } from '../cart';
import { DEVICE_COOKIE, sessionTokenOf, setDeviceCookie, setSessionCookies } from './plugin';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ebsn/api/auth/login',
    {
      // A raw flood guard per address; the per-account throttle lives in the service.
      config: { staleSessionOk: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password; rotates the session',
        description:
          'Form fields (application/x-www-form-urlencoded or JSON). Success: response.status 0 and data.data the cart, ' +
          'whose user is the shopper; the new session id comes in the X-Ebsn-Session header and an HttpOnly cookie. ' +
          'Refusals answer status 1 with an Italian message. After several failures further attempts must wait ' +
          '(1 s, doubling with each failure) and answer 429 meanwhile, except from a browser whose ebsn_device ' +
          'cookie (set at a successful login) the account knows: it answers only for its own failures.',
        body: LoginRequestSchema,
        response: { 200: envelopeSchema(LoginResponseSchema) },
      },
    },
    async (request, reply) => {
      const { login, password, remember_me } = request.body;
      const result = await app.auth.login({
        brandId: request.brand.brandId,
        login,
        password,
        remember: remember_me,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: sessionTokenOf(request),
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      setSessionCookies(
        reply,
        app.config.COOKIE_SECURE,
        result.token,
        result.user.userId,
        remember_me,
        result.expiresAt,
      );
      setDeviceCookie(
        reply,
        app.config.COOKIE_SECURE,
        result.deviceToken,
        new Date(Date.now() + app.config.LOGIN_DEVICE_DAYS * 86_400_000),
      );
      request.log.info({ userId: result.user.userId }, 'login');
      return ok({ data: await viewCart(app, request.brand, result.user) });
    },
  );

  app.post(
    '/ebsn/api/auth/logout',
    {
      config: { staleSessionOk: true },
      schema: {
        tags: ['auth'],
        summary: 'End the session',
        response: { 200: envelopeSchema(z.object({})) },
      },
    },
    async (request, reply) => {
      await app.auth.logout(sessionTokenOf(request));
      request.clearSessionCookies(reply);
      return ok({});
    },
  );

  app.get(
    '/ebsn/api/auth/test',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is logged in: user.userId is -1 for an anonymous visitor',
        querystring: AuthTestQuerySchema,
        response: { 200: envelopeSchema(AuthTestResponseSchema) },
      },
    },
    async (request) =>
      ok({ user: request.session ? toUser(request.session.user) : anonymousUser() }),
  );
};

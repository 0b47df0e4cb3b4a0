import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  REGISTRATION_MESSAGES,
  RegisterUserRequestSchema,
  RegisterUserResponseSchema,
  RegistrationConfirmQuerySchema,
  RegistrationConfirmResponseSchema,
  RegistrationResendQuerySchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { refusal } from '../../http/app-error';
import { brandOrigin } from '../brands';
import { sessionTokenOf, setSessionCookies } from '../auth';
import { clearPendingSocialIdentity, readPendingSocialIdentity } from '../social-login';
import { RegistrationService, type BrandContext } from './service';

const contextOf = (request: FastifyRequest): BrandContext => ({
  brand: request.brand,
  origin: brandOrigin(request),
});

/** Limits per client address: a flood of accounts or of mails from one place is cut short. */
const REGISTER_PER_HOUR = 20;
const RESEND_PER_15_MINUTES = 5;

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RegistrationService(app);

  app.post(
    '/ebsn/api/registration/register_user',
    {
      config: { rateLimit: { max: REGISTER_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags: ['registration'],
        summary: 'Creates an account waiting for its e-mail confirmation',
        description:
          'JSON body: the fields of docs/rules/account.md Registration fields and disclaimers [{ disclaimerId, accepted }] ' +
          'from registration-disclaimer/list (every required one accepted). A field the validators refuse ' +
          'answers 400 naming it, with the Italian message of docs/rules/account.md. Success mails a link to ' +
          '/registration/confirm?e_mail=…&reg_control_code=…; an address that already has an account gets ' +
          'the same answer, and a mail saying so (decision 021). A brand without the registration flag ' +
          'refuses (status 1). When the brand lists this endpoint in ' +
          'recaptchaEndpoints, the query parameter token must pass the recaptcha check.',
        body: RegisterUserRequestSchema,
        response: { 200: envelopeSchema(RegisterUserResponseSchema) },
      },
    },
    async (request, reply) => {
      if (!request.brand.flags.registration)
        throw refusal('registration.disabled', REGISTRATION_MESSAGES.disabled);
      // A registration completing a social login (/registration-user?social_login=…) links its identity.
      const pending = await readPendingSocialIdentity(request);
      const social = pending?.mode === 'register' ? pending : undefined;
      const confirmed = await service.register(
        contextOf(request),
        request.body,
        new Date(),
        social,
      );
      if (social) clearPendingSocialIdentity(reply);
      if (!confirmed) {
        return ok({ email: request.body.email }, [
          { code: 'registration.mail_sent', info: REGISTRATION_MESSAGES.registered },
        ]);
      }
      // The provider verified the address: no mail to confirm, the new shopper is logged in.
      const session = await app.auth.startSession({
        brandId: request.brand.brandId,
        userId: confirmed.userId,
        userAgent: request.headers['user-agent'],
        previousToken: sessionTokenOf(request),
      });
      setSessionCookies(reply, app.config.COOKIE_SECURE, session.token, confirmed.userId, false);
      return ok({ email: request.body.email, loggedIn: true });
    },
  );

  app.get(
    '/ebsn/api/registration/registration_confirm',
    {
      config: { changesState: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['registration'],
        summary: 'Confirms the e-mail address of a new account with the mailed code',
        description:
          'e_mail and reg_control_code from the mail. A code already used, expired, or not of that address ' +
          'answers 400 naming reg_control_code with an Italian message.',
        querystring: RegistrationConfirmQuerySchema,
        response: { 200: envelopeSchema(RegistrationConfirmResponseSchema) },
      },
    },
    async (request) => {
      const { e_mail, reg_control_code } = request.query;
      const email = await service.confirm(
        request.brand.brandId,
        e_mail,
        reg_control_code,
        new Date(),
      );
      return ok({ email }, [
        { code: 'registration.confirmed', info: REGISTRATION_MESSAGES.confirmed },
      ]);
    },
  );

  app.get(
    '/ebsn/api/registration/registration_resend_email',
    {
      config: {
        changesState: true,
        rateLimit: { max: RESEND_PER_15_MINUTES, timeWindow: '15 minutes' },
      },
      schema: {
        tags: ['registration'],
        summary: 'Sends the confirmation mail again',
        description:
          'e_mail. The same answer whether or not the address has an account waiting for confirmation; ' +
          'at most REGISTRATION_MAILS_PER_HOUR mails per address, and 5 calls per client address in 15 minutes (429).',
        querystring: RegistrationResendQuerySchema,
        response: { 200: envelopeSchema(RegisterUserResponseSchema) },
      },
    },
    async (request) => {
      await service.resend(contextOf(request), request.query.e_mail, new Date());
      return ok({ email: request.query.e_mail.trim().toLowerCase() }, [
        { code: 'registration.mail_resent', info: REGISTRATION_MESSAGES.resent },
      ]);
    },
  );
};

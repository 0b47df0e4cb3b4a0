import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  ContactFormSchema,
  ORDER_MESSAGES,
  EmptyAccountResponseSchema,
  PasswordResetCheckResponseSchema,
  PasswordResetQuerySchema,
  PasswordResetRequestQuerySchema,
  PasswordResetTokenCheckQuerySchema,
  PersonResponseSchema,
  UpdateEmailQuerySchema,
  UpdateEmailRequestQuerySchema,
  UpdatePasswordQuerySchema,
  UpdateUsernameQuerySchema,
  UserAnonymizeQuerySchema,
  UserDetailFormSchema,
  UserExportSchema,
  envelopeSchema,
  ERROR_MESSAGES,
} from '@spesa/domain';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { OrdersDeps } from '../orders';
import { anonymizeAccount } from './anonymize';
import { exportUserData } from './export';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset';
import { toPersonDetail } from './person';
import {
  changePassword,
  changeUsername,
  confirmEmailChange,
  requestEmailChange,
  updateContact,
  updateUserDetail,
} from './profile';
import { admitAttempt } from '../../http/throttle-repo';

const EMPTY = { 200: envelopeSchema(EmptyAccountResponseSchema) };
const PERSON = { 200: envelopeSchema(PersonResponseSchema) };
const TAGS = ['registration'];
const MINUTE = 60_000;
/** Reset mails per address: a person who lost a mail asks again, a flood does not get through. */
const RESET_MAILS_PER_ADDRESS = 3;
const RESET_ADDRESS_WINDOW_MS = 15 * MINUTE;

/** The account calls anyone may make: the password reset and the e-mail change's link. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/registration/password_reset_token_request',
    {
      config: {
        changesState: true,
        staleSessionOk: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: {
        tags: TAGS,
        summary: 'Forgot password: mails a single-use reset link valid 60 minutes',
        description:
          'Query e_mail (the account’s e-mail or username), optional fiscal_code (checked when the account has ' +
          'one), login (ignored). The answer is the same whether or not an account matches. At most 3 requests ' +
          'per address in 15 minutes and 10 per client address a minute, then 429.',
        querystring: PasswordResetRequestQuerySchema,
        response: EMPTY,
      },
    },
    async (request) => {
      const { e_mail, fiscal_code } = request.query;
      const key = `reset:${request.brand.brandId}:${e_mail}`;
      const limit = { max: RESET_MAILS_PER_ADDRESS, windowMs: RESET_ADDRESS_WINDOW_MS };
      if (!(await admitAttempt(app.db, key, limit)))
        throw new AppError('too_many', 'account.reset_too_many', ERROR_MESSAGES.tooManyRequests);
      await requestPasswordReset(app, request.brand, { email: e_mail, fiscalCode: fiscal_code });
      return ok({}, [{ code: 'account.reset_requested', info: ACCOUNT_MESSAGES.resetRequested }]);
    },
  );

  app.get(
    '/ebsn/api/registration/password_reset_token_check',
    {
      config: { staleSessionOk: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          'Is the reset link still good? 400 naming reset_token when unknown, used or expired',
        querystring: PasswordResetTokenCheckQuerySchema,
        response: { 200: envelopeSchema(PasswordResetCheckResponseSchema) },
      },
    },
    async (request) => {
      const { user } = await checkResetToken(app, request.brand, {
        token: request.query.reset_token,
        login: request.query.login,
      });
      return ok({ valid: true as const, login: user.login });
    },
  );

  app.get(
    '/ebsn/api/registration/password_reset',
    {
      config: {
        changesState: true,
        staleSessionOk: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
      },
      schema: {
        tags: TAGS,
        summary:
          'Sets the new password with the link’s token and ends every session of the account',
        description:
          'Query reset_token and login from the link, password (docs/rules/account.md: at least 6 characters). A token of another ' +
          'account, used or expired answers 400 naming reset_token.',
        querystring: PasswordResetQuerySchema,
        response: EMPTY,
      },
    },
    async (request, reply) => {
      const { reset_token, login, password } = request.query;
      const user = await resetPassword(app, request.brand, { token: reset_token, login, password });
      if (request.session?.user.userId === user.userId) request.clearSessionCookies(reply);
      return ok({}, [{ code: 'account.password_reset', info: ACCOUNT_MESSAGES.passwordReset }]);
    },
  );

  app.get(
    '/ebsn/api/registration/update_email',
    {
      config: { changesState: true, staleSessionOk: true },
      schema: {
        tags: TAGS,
        summary: 'Confirms the new e-mail address with the token mailed to it',
        description:
          'Query token. Works logged in or not; logged in as another account, or with a token unknown, used or ' +
          'expired, it answers 400 naming token. The old address gets a notice.',
        querystring: UpdateEmailQuerySchema,
        response: PERSON,
      },
    },
    async (request) => {
      const user = await confirmEmailChange(
        app,
        request.brand,
        request.query.token,
        request.session,
      );
      return ok({ person: toPersonDetail(user) }, [
        { code: 'account.email_changed', info: ACCOUNT_MESSAGES.emailChanged },
      ]);
    },
  );
};

/**
 * The account calls of the logged-in shopper (the shopper scope): owner is
 * always the session's user. The deletion cancels orders, so it needs the
 * orders feature's deps.
 */
export const accountShopperRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/ebsn/api/registration/update_user_detail',
    {
      schema: {
        tags: TAGS,
        summary:
          'Saves the personal data: names, telephone, birth date (gg/mm/aaaa), fiscal code, address',
        description:
          'Each field is checked by its docs/rules/account.md validator; bad input answers 400 naming the field with the Italian ' +
          'message. The profile level is recomputed (level 2: names and telephone, decision 022).',
        body: UserDetailFormSchema,
        response: PERSON,
      },
    },
    async (request) => {
      const user = await updateUserDetail(app, request.shopper.user, request.body);
      return ok({ person: toPersonDetail(user) }, [
        { code: 'account.detail_saved', info: ACCOUNT_MESSAGES.detailSaved },
      ]);
    },
  );

  app.post(
    '/ebsn/api/registration/update_contact',
    {
      schema: {
        tags: TAGS,
        summary: 'Saves the telephone number',
        body: ContactFormSchema,
        response: PERSON,
      },
    },
    async (request) => {
      const user = await updateContact(app, request.shopper.user, request.body.phone);
      return ok({ person: toPersonDetail(user) }, [
        { code: 'account.contact_saved', info: ACCOUNT_MESSAGES.contactSaved },
      ]);
    },
  );

  app.get(
    '/ebsn/api/registration/update_email_request',
    {
      config: { changesState: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary: 'Asks to change the e-mail: a link to the new address, a notice to the old one',
        description:
          'Query new_email and password, the account’s: wrong, it answers status 1 naming password. Refused ' +
          '(status 1, field new_email) when it is already the account’s e-mail. An address another account ' +
          'uses gets the same answer as a free one and a mail saying it is taken instead of the link, so the ' +
          'answer tells nobody which e-mails have an account.',
        querystring: UpdateEmailRequestQuerySchema,
        response: EMPTY,
      },
    },
    async (request) => {
      await requestEmailChange(app, request.brand, request.shopper.user, {
        newEmail: request.query.new_email,
        password: request.query.password,
      });
      return ok({}, [
        { code: 'account.email_change_requested', info: ACCOUNT_MESSAGES.emailChangeRequested },
      ]);
    },
  );

  app.post(
    '/ebsn/api/registration/update_username',
    {
      schema: {
        tags: TAGS,
        summary: 'Changes the username (the login name), unique in the brand',
        description:
          'Query username: 3 to 60 letters, digits or . _ - @. Refused (status 1, field username) when another ' +
          'account of the brand has it as login or e-mail; these answers count as guesses, as wrong discount ' +
          'codes do (CODE_GUESSES_PER_SESSION and _PER_ADDRESS in the window, then 429). The e-mail still logs ' +
          'in too.',
        querystring: UpdateUsernameQuerySchema,
        response: PERSON,
      },
    },
    async (request) => {
      const user = await changeUsername(
        app,
        request.brand,
        request.shopper.user,
        request.query.username,
      );
      return ok({ person: toPersonDetail(user) }, [
        { code: 'account.username_saved', info: ACCOUNT_MESSAGES.usernameSaved },
      ]);
    },
  );

  app.get(
    '/ebsn/api/registration/update_password',
    {
      config: { changesState: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          'Changes the password: the old one is required; other sessions end, this one stays',
        querystring: UpdatePasswordQuerySchema,
        response: EMPTY,
      },
    },
    async (request) => {
      await changePassword(
        app,
        request.shopper,
        request.query.old_password,
        request.query.new_password,
      );
      return ok({}, [{ code: 'account.password_changed', info: ACCOUNT_MESSAGES.passwordChanged }]);
    },
  );

  app.get(
    '/ebsn/api/registration/user_anonymize',
    {
      config: { changesState: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: TAGS,
        summary:
          'Deletes the account: open orders cancelled, personal data anonymised, sessions ended',
        description:
          `Query password, the account’s: wrong, it answers status 1 naming password ('${ACCOUNT_MESSAGES.anonymizePasswordWrong}'). ` +
          'docs/rules/account.md Account, decision 027: refused (status 1, account.anonymize_orders_in_charge) while an order ' +
          'is taken in charge or on its way (status 4, 5, 6, 7, 18), the message naming each. Otherwise the ' +
          'orders not yet taken in charge (1, 2, 3) are cancelled as order/delete does (place, goods and codes ' +
          'back, cancellation mail, card reservation voided), one info order.cancelled each; names, login, ' +
          'e-mail, telephone, fiscal code, addresses, invoice data, consents, social logins, saved cards and ' +
          'tokens go; orders stay with their place of delivery, without the contact details; a confirmation ' +
          'mail goes to the old address; every session ends.',
        querystring: UserAnonymizeQuerySchema,
        response: EMPTY,
      },
    },
    async (request, reply) => {
      const cancelled = await anonymizeAccount(
        app,
        deps,
        request.brand,
        request.shopper.user,
        request.query.password,
      );
      request.clearSessionCookies(reply);
      return ok({}, [
        { code: 'account.anonymized', info: ACCOUNT_MESSAGES.anonymized },
        ...cancelled.map((orderId) => ({
          code: 'order.cancelled',
          info: ORDER_MESSAGES.orderCancelled(orderId),
        })),
      ]);
    },
  );

  app.get(
    '/ebsn/api/registration/user_export',
    {
      schema: {
        tags: TAGS,
        summary:
          'Scarica i miei dati (GDPR art. 20): everything the shop holds about the person, as a JSON download',
        description:
          'Not an envelope: the document itself, with Content-Disposition attachment. Person, invoice data, ' +
          'addresses, consents, social logins, orders with their lines, ratings, gift codes, points, purchases, ' +
          'saved cards (brand and last digits), shop-at-work, contact requests, open sessions. No password, token ' +
          'or card-gateway secret.',
        response: { 200: UserExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportUserData(app.db, request.brand.name, request.shopper.user);
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="i-miei-dati-${request.brand.brandId}-${day}.json"`,
        );
      return data;
    },
  );
};

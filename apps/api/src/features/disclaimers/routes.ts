import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CheckDisclaimerResponseSchema,
  REGISTRATION_MESSAGES,
  RegistrationDisclaimerListQuerySchema,
  RegistrationDisclaimerListResponseSchema,
  UpdateDisclaimerRequestSchema,
  UserDisclaimerListResponseSchema,
  UserDisclaimerQuerySchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { DisclaimerScope } from './repo';
import {
  disclaimersFor,
  pendingDisclaimersFor,
  updateUserDisclaimers,
  userDisclaimersFor,
} from './service';

/** A shopper's consents are those of the brand's configured store (docs/rules/account.md: store 5). */
const shopperScope = (
  request: FastifyRequest,
  registrationModuleTypeId: number,
): DisclaimerScope => ({
  brandId: request.brand.brandId,
  registrationModuleTypeId,
  storeId: request.brand.config.disclaimerStoreId,
});

/** registration-disclaimer/list: public, the registration form reads it before anyone logs in. */
export const disclaimerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/registration-disclaimer/list',
    {
      schema: {
        tags: ['registration'],
        summary: 'The consent texts a registration asks: data.registrationDisclaimers',
        description:
          'store_id (default 5) and registration_module_type_id (default 2), docs/rules/account.md. Each text has its id, ' +
          'code (privacy, newsletter, marketing, surveys), title, text, version and whether it is required.',
        querystring: RegistrationDisclaimerListQuerySchema,
        response: { 200: envelopeSchema(RegistrationDisclaimerListResponseSchema) },
      },
    },
    async (request) =>
      ok({
        registrationDisclaimers: await disclaimersFor(app.db, {
          brandId: request.brand.brandId,
          registrationModuleTypeId: request.query.registration_module_type_id,
          storeId: request.query.store_id,
        }),
      }),
  );
};

/** The logged-in shopper's own answers: server.ts registers these behind `requireShopper`. */
export const disclaimerShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/user-registration-disclaimer/list-by-type',
    {
      schema: {
        tags: ['registration'],
        summary: "The consent texts with the shopper's answers",
        description:
          'registration_module_type_id (default 2). accepted is null for a text never answered; ' +
          'acceptedVersion is the version the answer was given to.',
        querystring: UserDisclaimerQuerySchema,
        response: { 200: envelopeSchema(UserDisclaimerListResponseSchema) },
      },
    },
    async (request) =>
      ok({
        registrationDisclaimers: await userDisclaimersFor(
          app.db,
          request.shopper.user.userId,
          shopperScope(request, request.query.registration_module_type_id),
        ),
      }),
  );

  app.get(
    '/ebsn/api/user-registration-disclaimer/check-disclaimer',
    {
      schema: {
        tags: ['registration'],
        summary: 'Whether the shopper must accept a required text (new or in a newer version)',
        description:
          'needsAcceptance and the texts to accept; the app asks for them after login before going on. ' +
          'Single sign-on (staff) users are never asked.',
        querystring: UserDisclaimerQuerySchema,
        response: { 200: envelopeSchema(CheckDisclaimerResponseSchema) },
      },
    },
    async (request) => {
      // Staff signed in by single sign-on do not shop under the customers' terms: nothing to ask them.
      if (request.shopper.user.ssoUser)
        return ok({ needsAcceptance: false, registrationDisclaimers: [] });
      const pending = await pendingDisclaimersFor(
        app.db,
        request.shopper.user.userId,
        shopperScope(request, request.query.registration_module_type_id),
      );
      return ok({ needsAcceptance: pending.length > 0, registrationDisclaimers: pending });
    },
  );

  app.post(
    '/ebsn/api/user-registration-disclaimer/update-disclaimer',
    {
      schema: {
        tags: ['registration'],
        summary: "Saves the shopper's answers, each with the version of its text",
        description:
          'JSON { registrationModuleTypeId?, disclaimers: [{ disclaimerId, accepted }] }. Only the texts given ' +
          'change; declining a required text answers 400 naming disclaimers.<id>.',
        body: UpdateDisclaimerRequestSchema,
        response: { 200: envelopeSchema(UserDisclaimerListResponseSchema) },
      },
    },
    async (request) =>
      ok(
        {
          registrationDisclaimers: await updateUserDisclaimers(
            app.db,
            request.shopper.user.userId,
            shopperScope(request, request.body.registrationModuleTypeId),
            request.body.disclaimers,
            new Date(),
          ),
        },
        [{ code: 'disclaimer.saved', info: REGISTRATION_MESSAGES.disclaimersSaved }],
      ),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PUSH_DEVICES_PER_USER,
  PushKeyResponseSchema,
  PushRegisterQuerySchema,
  PushRegistrationResponseSchema,
  PushUnregisterQuerySchema,
  envelopeSchema,
  PUSH_REGISTRATION_MESSAGES,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { pushEndpointAllowed } from './keys';
import { registerDevice, unregisterDevice } from './service';

const REGISTRATION_RESPONSE = { 200: envelopeSchema(PushRegistrationResponseSchema) };

/**
 * SPEC §7 Native app: register and unregister a device for push
 * notifications, and (our addition) the VAPID public key the browser
 * subscribes with. In the shopper scope: SPEC §6 registers push only when
 * authenticated.
 */
export const pushShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpointAllowed = pushEndpointAllowed(app.config);
  app.get(
    '/ebsn/api/externalregistration/register',
    {
      schema: {
        tags: ['push'],
        summary: "Register the shopper's device for push notifications",
        description:
          "platform web | android | ios; uuid names the device. For 'web', external_id is the JSON text of " +
          "the browser's PushSubscription ({endpoint, keys: {p256dh, auth}}; endpoint https, or http on " +
          'localhost, and in production only at a browser’s push service); for android and ios the store’s token, kept but not sent to by this server. The same ' +
          'platform and uuid again update the one device. A device another shopper holds is refused: ' +
          `push.device_taken '${PUSH_REGISTRATION_MESSAGES.deviceTaken}' (field uuid), while they have a session that has not expired. ` +
          `A shopper keeps at most ${PUSH_DEVICES_PER_USER} devices: the least recently registered goes.`,
        querystring: PushRegisterQuerySchema,
        response: REGISTRATION_RESPONSE,
      },
    },
    async (request) => {
      const { user } = request.shopper;
      await registerDevice(app.db, user, request.query, endpointAllowed);
      return ok({ platform: request.query.platform, uuid: request.query.uuid });
    },
  );

  app.get(
    '/ebsn/api/externalregistration/unregister',
    {
      schema: {
        tags: ['push'],
        summary: "Unregister the shopper's device",
        description:
          "Removes the shopper's own device of this platform and uuid. A device the shopper does not own, " +
          'or none, changes nothing and answers the same.',
        querystring: PushUnregisterQuerySchema,
        response: REGISTRATION_RESPONSE,
      },
    },
    async (request) => {
      const { user } = request.shopper;
      await unregisterDevice(app.db, user, request.query.platform, request.query.uuid);
      return ok({ platform: request.query.platform, uuid: request.query.uuid });
    },
  );

  app.get(
    '/ebsn/api/externalregistration/key',
    {
      schema: {
        tags: ['push'],
        summary: "The server's VAPID public key (our addition)",
        description:
          "data.publicKey: the applicationServerKey for the browser's pushManager.subscribe, base64url " +
          '(65 bytes, an uncompressed P-256 point). The same from every process of the shop.',
        response: { 200: envelopeSchema(PushKeyResponseSchema) },
      },
    },
    async () => ok({ publicKey: app.vapid.publicKey }),
  );
};

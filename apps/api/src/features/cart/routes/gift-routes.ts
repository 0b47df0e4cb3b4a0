import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GiftCertificateCheckResponseSchema,
  GiftCodeQuerySchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../../http/envelope';
import { addGiftCode, checkGiftCode, removeGiftCode } from '../changes/gift-codes';
import { CART_RESPONSE } from '../views/cart-json';
import { cartSerializer } from './cart-serializer';
import { cartReply } from './reply';

const GIFT_REFUSALS =
  "Refusals (status 1, field 'code'): giftcertificate.invalid 'il codice sconto non è valido. Verifica di averlo " +
  "scritto correttamente.' (also a live code the shop assigned to another shopper), " +
  'giftcertificate.expired, giftcertificate.used_up (a single-use code taken by another cart), ' +
  'giftcertificate.already_applied, giftcertificate.min_spend. A code longer than 40 characters answers 400.';

export const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/cart-giftcertificate/check',
    {
      schema: {
        tags: ['cart'],
        summary: 'Check a discount code without applying it',
        description: `Query code (any case). Success: data.giftCertificate. ${GIFT_REFUSALS}`,
        querystring: GiftCodeQuerySchema,
        response: { 200: envelopeSchema(GiftCertificateCheckResponseSchema) },
      },
    },
    async (request) => {
      const { giftCertificate, infos } = await checkGiftCode(
        app,
        request.brand,
        request.shopper.user,
        request.query.code,
      );
      return ok({ giftCertificate }, infos);
    },
  );

  app.post(
    '/ebsn/api/cart-giftcertificate/add_code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a discount code to the cart',
        description:
          'Query code. A single-use code is redeemed by exactly one cart, even under concurrent requests. ' +
          `Success: data.data the cart with giftCertificates and orderAdjustmentSummary. ${GIFT_REFUSALS}`,
        querystring: GiftCodeQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await addGiftCode(app, request.brand, user, request.query.code);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );

  app.post(
    '/ebsn/api/cart-giftcertificate/remove_code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Take a discount code off the cart',
        description:
          'Query code. The redemption is given back. A code not on the cart: giftcertificate.invalid.',
        querystring: GiftCodeQuerySchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const change = await removeGiftCode(app, request.brand, user, request.query.code);
      return cartReply(app, request.brand, user, request.query.show_sectors, change);
    },
  );
};

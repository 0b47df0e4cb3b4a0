import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GiftCertificateListResponseSchema,
  UserPointsResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import {
  findLoyaltyBalance,
  listAssignedCertificates,
  listHeldCertificates,
  listLoyaltyOrders,
  type CertificateOwner,
} from './list-repo';

const LIST_RESPONSE = { 200: envelopeSchema(GiftCertificateListResponseSchema) };

const CERTIFICATE_FIELDS =
  'Each certificate: code, description, kind (percent or amount) and value (a percentage or euros), ' +
  'minSpend in euros, validFrom and validUntil (ISO 8601, null when open), expired, used and the ' +
  'orderId that redeemed it.';

/**
 * SPEC §7 Other user data: the shopper's gift certificates, and their loyalty
 * points with the history of the orders that earn them; in the shopper scope,
 * each query with the shopper as owner.
 */
export const giftCertificateShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOf = (request: {
    shopper: { user: { userId: number } };
    brand: { brandId: string };
  }): CertificateOwner => ({
    userId: request.shopper.user.userId,
    brandId: request.brand.brandId,
  });

  app.get(
    '/ebsn/api/giftcertificate/list',
    {
      schema: {
        tags: ['gift certificates'],
        summary:
          'The codes the shopper holds on the cart or has redeemed with an order, newest first',
        description: CERTIFICATE_FIELDS,
        response: LIST_RESPONSE,
      },
    },
    async (request) =>
      ok({ giftCertificates: await listHeldCertificates(app.db, ownerOf(request), new Date()) }),
  );

  app.get(
    '/ebsn/api/giftcertificate/list-manual-assigned',
    {
      schema: {
        tags: ['gift certificates'],
        summary:
          'The certificates the shop assigned to the shopper, those expiring first at the top',
        description: `${CERTIFICATE_FIELDS} Used once an order of the shopper redeemed the same code.`,
        response: LIST_RESPONSE,
      },
    },
    async (request) =>
      ok({
        giftCertificates: await listAssignedCertificates(app.db, ownerOf(request), new Date()),
      }),
  );

  app.get(
    '/ebsn/api/user-points/list',
    {
      schema: {
        tags: ['gift certificates'],
        summary:
          "The shopper's LOYALTY balance and the points of each order: earned once delivered, reserved until then",
        description:
          'Not shown in SPEC §7; designed in its style. Orders cancelled, invalidated, not collected or ' +
          'failed earn nothing and are not listed.',
        response: { 200: envelopeSchema(UserPointsResponseSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const balance = await findLoyaltyBalance(app.db, owner.userId);
      const history = await listLoyaltyOrders(app.db, owner);
      const reserved = history
        .filter((m) => m.state === 'reserved')
        .reduce((sum, m) => sum + m.points, 0);
      return ok({ balance, reserved, history });
    },
  );
};

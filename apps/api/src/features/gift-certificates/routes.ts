import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GiftCertificateListResponseSchema,
  UserPointsResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { listAssignedCertificates, listHeldCertificates, type CertificateOwner } from './list-repo';
import { findReservedPoints, listLoyaltyMovements } from './loyalty-repo';

const LIST_RESPONSE = { 200: envelopeSchema(GiftCertificateListResponseSchema) };

const CERTIFICATE_FIELDS =
  'Each certificate: code, description, kind (percent or amount) and value (a percentage or euros), ' +
  'minSpend in euros, validFrom and validUntil (ISO 8601, null when open), expired, used and the ' +
  'orderId that redeemed it.';

/**
 * docs/rules/account.md Other user data: the shopper's gift certificates, and their loyalty
 * points with the history of their movements; in the shopper scope,
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
          "The shopper's LOYALTY balance, the sum of its history of movements, and the points on their way",
        description:
          'Ours, in the style of the calls of docs/rules/account.md. Each movement: date, reason (order: a delivered ' +
          "order's points; voucher: 500 points turned into a voucher; welcome: given by the programme), " +
          'description, points (signed) and the order when one. reserved: the points of orders not ' +
          'delivered yet; those cancelled, invalidated, not collected or failed earn nothing.',
        response: { 200: envelopeSchema(UserPointsResponseSchema) },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const history = await listLoyaltyMovements(app.db, owner.userId);
      const reserved = await findReservedPoints(app.db, owner);
      // The balance shown is the history's own sum, so the two cannot disagree.
      const balance = history.reduce((sum, m) => sum + m.points, 0);
      return ok({ balance, reserved, history });
    },
  );
};

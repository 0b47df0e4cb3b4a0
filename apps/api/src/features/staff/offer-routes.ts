import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StaffOfferBodySchema,
  StaffOfferEndSchema,
  StaffOfferIdSchema,
  StaffOfferListSchema,
  StaffOfferQuerySchema,
  StaffOfferSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { endConsoleOffer, listConsoleOffers, saveConsoleOffer } from '../catalog';
import { staffActor } from './manager-routes';
import { requireRight } from './scope';

const FORBIDDEN =
  '403 staff.manager_only for a picker (the Italian reason), 403 for a shopper, 401 without a session';
const REFUSALS =
  'Refused (status 1) naming the field in Italian: offers.type, offers.value, offers.start, ' +
  'offers.end, offers.warehouse, offers.productIds (unknown, not sold there, a special price not ' +
  'below the shelf), offers.overlap (field start: which offer, which days, which warehouse)';
const OfferAnswer = envelopeSchema(StaffOfferSchema);
const params = z.object({ id: StaffOfferIdSchema });

/**
 * The manager's «Offerte» (/ebsn/api/staff/offers…): the offers feed's
 * offers by hand, written by the catalogue's import service (decision 055).
 */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => requireRight(request.staff, 'catalogue'));

  app.get(
    '/ebsn/api/staff/offers',
    {
      schema: {
        tags: ['staff'],
        summary: 'The offers, current, future or ended, each with its products (manager only)',
        description: `20 a page (page from 1), the latest to start first. ${FORBIDDEN}.`,
        querystring: StaffOfferQuerySchema,
        response: { 200: envelopeSchema(StaffOfferListSchema) },
      },
    },
    async (request) =>
      ok(
        await listConsoleOffers(app.db, {
          page: request.query.page ?? 1,
          ...(request.query.state ? { state: request.query.state } : {}),
        }),
      ),
  );

  app.post(
    '/ebsn/api/staff/offers',
    {
      schema: {
        tags: ['staff'],
        summary: 'Create an offer (percent, multibuy, special price) on one or many products',
        description: `Live on the shelves at once when it starts today. ${REFUSALS}. ${FORBIDDEN}.`,
        body: StaffOfferBodySchema,
        response: { 200: OfferAnswer },
      },
    },
    async (request) => ok(await saveConsoleOffer(app.db, staffActor(request.staff), request.body)),
  );

  app.post(
    '/ebsn/api/staff/offers/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Change an offer that has not ended: its terms, days, warehouse or products',
        description: `A running offer keeps its first day. 404 offers.not_found; offers.ended. ${REFUSALS}. ${FORBIDDEN}.`,
        params,
        body: StaffOfferBodySchema,
        response: { 200: OfferAnswer },
      },
    },
    async (request) =>
      ok(
        await saveConsoleOffer(app.db, staffActor(request.staff), request.body, request.params.id),
      ),
  );

  app.post(
    '/ebsn/api/staff/offers/:id/end',
    {
      schema: {
        tags: ['staff'],
        summary: 'End an offer now: its last day becomes yesterday, or it is withdrawn',
        description:
          'An offer that began before today ends yesterday; one starting today or later is ' +
          `withdrawn (offer null). 404 offers.not_found; offers.ended for one already over. ${FORBIDDEN}.`,
        params,
        response: { 200: envelopeSchema(StaffOfferEndSchema) },
      },
    },
    async (request) =>
      ok(await endConsoleOffer(app.db, staffActor(request.staff), request.params.id)),
  );
};

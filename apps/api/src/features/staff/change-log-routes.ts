import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChangeLogQuerySchema, ChangeLogSchema, envelopeSchema } from '@spesa/domain';
import { ok } from '../../http/envelope';
import { listChanges } from '../change-log';
import { requireRight } from './scope';

/** The manager's «Registro modifiche» (/ebsn/api/staff/changes): read only, never written here. */
export const changeLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => requireRight(request.staff, 'changes'));

  app.get(
    '/ebsn/api/staff/changes',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Who changed what, newest first: by a person of the store or an ERP key, before and after',
        description:
          'Filtered by product_id, by actor (the name as the entries show it) and by day ' +
          '(ISO date, Rome); 20 a page (page from 1). 403 staff.manager_only for a picker.',
        querystring: ChangeLogQuerySchema,
        response: { 200: envelopeSchema(ChangeLogSchema) },
      },
    },
    async (request) => {
      const { product_id: productId, actor, day, page } = request.query;
      return ok(
        await listChanges(app.db, {
          ...(productId === undefined ? {} : { productId }),
          ...(actor === undefined ? {} : { actor }),
          ...(day === undefined ? {} : { day }),
          page: page ?? 1,
        }),
      );
    },
  );
};

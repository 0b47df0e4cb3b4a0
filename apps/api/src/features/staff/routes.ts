import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaffMeSchema, envelopeSchema } from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { OrdersDeps } from '../orders';

/** The staff console's calls (/ebsn/api/staff/…): registered inside the staff scope only. */
export const staffRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (app) => {
  app.get(
    '/ebsn/api/staff/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'The staff member signed in by SSO: name, role and store',
        response: { 200: envelopeSchema(StaffMeSchema) },
      },
    },
    async (request) => ok(request.staff),
  );
};

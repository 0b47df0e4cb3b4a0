import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_VERSION, VersionInfoSchema } from '@spesa/domain';

/** The app version the shop currently ships; clients older than this see the upgrade prompt. */
export const CURRENT_APP_VERSION = CLIENT_VERSION;

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/version.json',
    {
      schema: {
        tags: ['version'],
        summary:
          'The latest app version (docs/rules/content.md Version info); url has a {platform} placeholder',
        response: { 200: VersionInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return {
        lastVersion: {
          version: CURRENT_APP_VERSION,
          description: 'Miglioramenti di stabilità e prestazioni.',
          url: '/app/{platform}',
        },
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_VERSION, VersionInfoSchema } from '@spesa/domain';

/**
 * docs/rules/content.md Version info: the last published app version with its store
 * URL, and the web build the shop serves now, which a page loaded before a deploy
 * finds different from its own (the upgrade prompt, docs/decisions/034).
 */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const version = app.config.APP_LATEST_VERSION ?? CLIENT_VERSION;
  const build = app.webBuild?.build;
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
          version,
          description: 'Miglioramenti di stabilità e prestazioni.',
          url: app.config.APP_STORE_URL,
          ...(build ? { build } : {}),
        },
      };
    },
  );
};

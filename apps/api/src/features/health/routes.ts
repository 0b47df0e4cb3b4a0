import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appliedMigrations, shippedMigrations } from './repo';

const CHECK = z.enum(['ok', 'failed', 'behind', 'off', 'stalled']);

const LiveSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({ database: CHECK, migrations: CHECK, jobs: CHECK }),
});

/**
 * For the load balancer and the orchestrator (issue 37): live answers while the
 * process serves requests at all; ready only while it can serve a shopper (its
 * database answers with every migration of this build applied, its job runner, when
 * it runs one, keeps its pace), else 503, so that traffic goes to another process.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigrations();

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['operations'],
        summary: 'The process is up',
        response: { 200: LiveSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['operations'],
        summary:
          'The process can serve shoppers: database reachable, migrations applied, job runner alive (503 otherwise)',
        response: { 200: ReadySchema, 503: ReadySchema },
      },
    },
    async (request, reply) => {
      const applied = await appliedMigrations(app.db).catch((err: unknown) => {
        request.log.error({ err }, 'readiness: the database does not answer');
        return null;
      });
      const jobs = app.jobs.status();
      const checks = {
        database: applied === null ? ('failed' as const) : ('ok' as const),
        migrations:
          applied === null
            ? ('failed' as const)
            : applied >= shipped
              ? ('ok' as const)
              : ('behind' as const),
        jobs,
      };
      const ready = checks.database === 'ok' && checks.migrations === 'ok' && jobs !== 'stalled';
      reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
      return { status: ready ? ('ok' as const) : ('unavailable' as const), checks };
    },
  );
};

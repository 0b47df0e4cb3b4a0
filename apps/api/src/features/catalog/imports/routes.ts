import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { z } from 'zod';
import {
  FEED_KINDS,
  FEED_MAX_BYTES,
  FEED_MAX_MEGABYTES,
  FEED_MESSAGES as M,
  FeedImportQuerySchema,
  FeedImportSchema,
  IMPORT_HISTORY_PAGE_SIZE,
  QueryIdSchema,
  describeProblem,
  takesFull,
  problemsCsv,
  envelopeSchema,
  type FeedImport,
  type FeedKind,
  type FeedProblem,
  type ImportHistory,
} from '@spesa/domain';
import { ok } from '../../../http/envelope';
import { AppError } from '../../../http/app-error';
import { apiKeyOf } from '../../api-keys';
import type { ChangeActor } from '../../change-log';
import { importJob, importJobKey, IMPORT_JOB } from './import-job';
import { offersJob } from './offers-job';
import { createImport, findImport, listImports, type ImportRow } from './repo/imports';
import { picturesOfImport } from './repo/product-images';
import { PICTURE_JOB, PICTURE_JOB_KEY, pictureJob } from './picture-job';
import { createImageFetcher } from '../../../adapters/image-fetch';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The secret `npm run import` hands a file to this process with, when the
     * process owns an embedded database the command cannot open beside it
     * (written beside the data folder by main.ts; decision 043).
     */
    importHandoffToken: string;
  }
}

const FEED_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'application/jsonl',
  'application/x-ndjson',
  'application/octet-stream',
  'application/zip',
  'application/x-zip-compressed',
];

const truthy = (value: string | undefined): boolean => value === 'true' || value === '1';

type Pictures = Awaited<ReturnType<typeof picturesOfImport>>;

export function importAnswer(row: ImportRow, pictures: Pictures): FeedImport {
  const report = row.report;
  const told = (e: FeedProblem) => ({ ...e, text: describeProblem(e) });
  return {
    importId: row.importId,
    kind: row.kind,
    state: row.state,
    dryRun: row.dryRun,
    full: row.full,
    rows: row.rows,
    created: report?.created ?? 0,
    updated: report?.updated ?? 0,
    unchanged: report?.unchanged ?? 0,
    offSale: report?.offSale ?? 0,
    errors: (report?.errors ?? []).map(told),
    pictures: { ...pictures, problems: pictures.problems.map(told) },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Who hands the feed in: a live API key scoped to imports, or the command
 * with this process's hand-off secret. Anything else is refused before the
 * body is read.
 */
async function importerOf(request: FastifyRequest): Promise<ChangeActor> {
  const header = request.headers.authorization ?? '';
  const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (key) {
    if (sameSecret(key, request.server.importHandoffToken)) return { kind: 'command' };
    const found = await apiKeyOf(request.server.db, key, 'imports');
    if (found) return { kind: 'key', ...found };
  }
  throw new AppError('unauthenticated', 'imports.key_required', M.apiKeyNeeded);
}

/**
 * The feed bodies the import calls take (CSV, JSON Lines, a zip), up to the
 * feed's limit, for the routes of `scope`: the ERP's and the console's.
 */
export function acceptFeeds(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    FEED_TYPES,
    { parseAs: 'buffer', bodyLimit: FEED_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own 413 names no limit: the grocer is told the feed's, in Italian.
  scope.setErrorHandler((error: Error & { statusCode?: number }) => {
    if (error.statusCode !== 413) throw error;
    throw new AppError(
      'payload_too_large',
      'imports.too_large',
      M.bodyTooLarge(FEED_MAX_MEGABYTES),
      'body',
    );
  });
}

/**
 * Records a feed and starts its job: the one way a feed is handed in over
 * HTTP, by an ERP's key or by a manager in the console. Answers the import
 * as it stands (queued, or already running).
 */
export async function handInFeed(
  app: FastifyInstance,
  feed: {
    kind: string;
    query: z.infer<typeof FeedImportQuerySchema>;
    body: unknown;
    /** Who hands it in: a person in the console, an ERP's key, or the command. */
    source: ChangeActor;
  },
): Promise<FeedImport> {
  const { kind, body } = feed;
  if (!(FEED_KINDS as readonly string[]).includes(kind))
    throw new AppError('invalid', 'imports.kind', M.badKind(kind), 'kind');
  const full = truthy(feed.query.full);
  if (full && !takesFull(kind as FeedKind))
    throw new AppError('invalid', 'imports.full', M.fullOnlyProducts, 'full');
  if (!Buffer.isBuffer(body) || body.length === 0)
    throw new AppError('invalid', 'imports.body', M.emptyBody, 'body');
  const importId = await createImport(app.db, {
    kind: kind as FeedKind,
    dryRun: truthy(feed.query.dry_run),
    full,
    body,
    source: feed.source,
  });
  await app.jobs.enqueue(IMPORT_JOB, { importId }, { key: importJobKey(importId), maxAttempts: 1 });
  // At once in this process, not at the runner's next pass; another process may take it first.
  void app.jobs
    .runNow(IMPORT_JOB, importJobKey(importId))
    .catch((err: unknown) => app.log.error({ err, importId }, 'import failed'));
  const row = await findImport(app.db, importId);
  return importAnswer(row!, await picturesOfImport(app.db, importId));
}

/** An import as it stands: its progress, then what it did or every problem of the file. */
export async function readImport(db: Db, importId: number): Promise<FeedImport> {
  const row = await findImport(db, importId);
  if (!row) throw new AppError('not_found', 'imports.not_found', M.importNotFound, 'id');
  return importAnswer(row, await picturesOfImport(db, row.importId));
}

/** The history of imports, newest first, a page at a time. */
export async function importHistory(db: Db, page: number): Promise<ImportHistory> {
  const pageSize = IMPORT_HISTORY_PAGE_SIZE;
  const { rows, total } = await listImports(db, (page - 1) * pageSize, pageSize);
  return {
    imports: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    })),
    page,
    pageSize,
    total,
  };
}

/** An import's problems as a CSV a spreadsheet opens safely (riga;colonna;problema, no formulas). */
export async function sendProblemsCsv(db: Db, importId: number, reply: FastifyReply) {
  const row = await findImport(db, importId);
  if (!row) throw new AppError('not_found', 'imports.not_found', M.importNotFound, 'id');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="import-${row.importId}-problemi.csv"`)
    .send(problemsCsv(row.report?.errors ?? []));
}

const ImportAnswer = envelopeSchema(FeedImportSchema);

const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorate('importHandoffToken', randomBytes(32).toString('base64url'));
  const fetcher = createImageFetcher(app.config);
  app.jobs.define(pictureJob(fetcher));
  const resizePictures = () => {
    void app.jobs
      .enqueue(PICTURE_JOB, {}, { key: PICTURE_JOB_KEY, maxAttempts: 3 })
      .then(() => app.jobs.runNow(PICTURE_JOB, PICTURE_JOB_KEY))
      .catch((err: unknown) => app.log.error({ err }, 'pictures failed'));
  };
  app.jobs.define(importJob(resizePictures));
  app.jobs.define(offersJob);

  const importScope: FastifyPluginAsyncZod = async (scope) => {
    acceptFeeds(scope);
    scope.decorateRequest('importer', null);
    // A feed is refused before its body is read; a look at an import after its id is checked.
    const identify = async (request: FastifyRequest) => {
      (request as FastifyRequest & { importer: ChangeActor }).importer = await importerOf(request);
    };
    scope.addHook('onRequest', async (request) => {
      if (request.method === 'POST') await identify(request);
    });
    scope.addHook('preHandler', async (request) => {
      if (request.method !== 'POST') await identify(request);
    });

    scope.post(
      '/admin/api/imports/:kind',
      {
        bodyLimit: FEED_MAX_BYTES,
        schema: {
          tags: ['imports'],
          summary:
            'Hands in a feed (CSV or JSON Lines, docs/rules/feeds.md) with Authorization: Bearer <API key>; it runs as a job',
          params: z.object({ kind: z.string() }),
          querystring: FeedImportQuerySchema,
          response: { 202: ImportAnswer },
        },
      },
      async (request, reply) => {
        const answer = await handInFeed(app, {
          kind: request.params.kind,
          query: request.query,
          body: request.body,
          source: (request as FastifyRequest & { importer: ChangeActor }).importer,
        });
        void reply.code(202).header('location', `/admin/api/imports/${answer.importId}`);
        return ok(answer);
      },
    );

    scope.get(
      '/admin/api/imports/:id',
      {
        schema: {
          tags: ['imports'],
          summary:
            'Where an import stands: its progress, then what it did or every problem of the file',
          params: z.object({
            id: QueryIdSchema,
          }),
          response: { 200: ImportAnswer },
        },
      },
      async (request) => ok(await readImport(app.db, request.params.id)),
    );

    scope.get(
      '/admin/api/imports/:id/problems.csv',
      {
        schema: {
          tags: ['imports'],
          summary:
            "A refused import's problems as a CSV a spreadsheet opens safely (riga;colonna;problema, no formulas)",
          params: z.object({
            id: QueryIdSchema,
          }),
        },
      },
      async (request, reply) => sendProblemsCsv(app.db, request.params.id, reply),
    );
  };
  await app.register(importScope);
};

export const catalogImportRoutes = fp(importRoutes, {
  name: 'catalog-imports',
  dependencies: ['database', 'jobs'],
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_KEY_MESSAGES,
  CHANGE_LOG_TEXTS,
  ApiKeyCreatedSchema,
  ApiKeyListSchema,
  ApiKeyNameBodySchema,
  FEED_MAX_BYTES,
  FeedImportQuerySchema,
  FeedImportSchema,
  ImportHistoryQuerySchema,
  ImportHistorySchema,
  QueryIdSchema,
  checkApiKeyName,
  envelopeSchema,
  type ApiKey,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { refusal } from '../../http/app-error';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyInfo } from '../api-keys';
import { recordChanges, type ChangeActor } from '../change-log';
import { acceptFeeds, handInFeed, importHistory, readImport, sendProblemsCsv } from '../catalog';
import { requireRight, type StaffMember } from './scope';

/** A person of the store as the «Registro modifiche» names them. */
export const staffActor = (staff: StaffMember): ChangeActor => ({
  kind: 'staff',
  userId: staff.userId,
  name: staff.name,
});

const keyAnswer = (info: ApiKeyInfo): ApiKey => ({
  apiKeyId: info.apiKeyId,
  name: info.name,
  createdAt: info.createdAt.toISOString(),
  lastUsedAt: info.lastUsedAt?.toISOString() ?? null,
  revokedAt: info.revokedAt?.toISOString() ?? null,
});

const KeysAnswer = envelopeSchema(ApiKeyListSchema);
const FORBIDDEN = '403 staff.manager_only with the Italian reason for a picker';

/**
 * The manager's «Chiavi API» (/ebsn/api/staff/api-keys…), inside the staff
 * scope: a picker is refused before anything is read.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => requireRight(request.staff, 'keys'));
  const keys = async () => ({ keys: (await listApiKeys(app.db)).map(keyAnswer) });

  app.get(
    '/ebsn/api/staff/api-keys',
    {
      schema: {
        tags: ['staff'],
        summary: 'The API keys for the ERP, live and revoked, with their last use (manager only)',
        description: `Never the key itself, which is shown once. ${FORBIDDEN}.`,
        response: { 200: KeysAnswer },
      },
    },
    async () => ok(await keys()),
  );

  app.post(
    '/ebsn/api/staff/api-keys',
    {
      schema: {
        tags: ['staff'],
        summary: 'Make an API key scoped to imports; the key is answered now and never again',
        description:
          'The name is trimmed; refused (status 1, field name) when empty, too long, with other ' +
          `characters than letters, digits, spaces, . _ -, or a live key's already. ${FORBIDDEN}.`,
        body: ApiKeyNameBodySchema,
        response: { 200: envelopeSchema(ApiKeyCreatedSchema) },
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      const wrong = checkApiKeyName(name);
      if (wrong) throw refusal('api_keys.name', wrong, 'name');
      // Not one transaction with the record: the key's unique name is told by a refused insert.
      const made = await createApiKey(app.db, name);
      if (!made) throw refusal('api_keys.name_taken', API_KEY_MESSAGES.nameTaken(name), 'name');
      await recordChanges(app.db, staffActor(request.staff), [
        {
          subject: 'api_key',
          subjectId: made.info.apiKeyId,
          what: CHANGE_LOG_TEXTS.keyCreated,
          before: null,
          after: { nome: name },
        },
      ]);
      return ok({ key: made.key, apiKey: keyAnswer(made.info) });
    },
  );

  app.post(
    '/ebsn/api/staff/api-keys/revoke',
    {
      schema: {
        tags: ['staff'],
        summary: "Revoke the live key of that name: the ERP's next call with it gets 401",
        description: `Answers the keys as they now stand. ${FORBIDDEN}.`,
        body: ApiKeyNameBodySchema,
        response: { 200: KeysAnswer },
      },
    },
    async (request) => {
      const { name } = request.body;
      const revoked = await app.db.transaction(async (tx) => {
        const apiKeyId = await revokeApiKey(tx, name);
        if (apiKeyId !== null)
          await recordChanges(tx, staffActor(request.staff), [
            {
              subject: 'api_key',
              subjectId: apiKeyId,
              what: CHANGE_LOG_TEXTS.keyRevoked,
              before: { nome: name },
              after: null,
            },
          ]);
        return apiKeyId !== null;
      });
      if (!revoked) throw refusal('api_keys.not_live', API_KEY_MESSAGES.notLive(name), 'name');
      return ok(await keys());
    },
  );
};

const ImportAnswer = envelopeSchema(FeedImportSchema);

/**
 * The manager's «Importazioni» (/ebsn/api/staff/imports…): a feed handed in
 * through the same door as the ERP's (handInFeed), recorded under the
 * person's name.
 */
export const importConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => requireRight(request.staff, 'imports'));
  acceptFeeds(app);

  app.post(
    '/ebsn/api/staff/imports/:kind',
    {
      bodyLimit: FEED_MAX_BYTES,
      schema: {
        tags: ['staff'],
        summary:
          'Hand in a feed from the console (the bodies of POST /admin/api/imports/{kind}); it runs as a job',
        description: `dry_run=true checks and counts, writing nothing. ${FORBIDDEN}.`,
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
        source: staffActor(request.staff),
      });
      void reply.code(202).header('location', `/ebsn/api/staff/imports/${answer.importId}`);
      return ok(answer);
    },
  );

  app.get(
    '/ebsn/api/staff/imports',
    {
      schema: {
        tags: ['staff'],
        summary: 'The history of imports, newest first: who or which key, when, counts, problems',
        description: `20 a page (page from 1). ${FORBIDDEN}.`,
        querystring: ImportHistoryQuerySchema,
        response: { 200: envelopeSchema(ImportHistorySchema) },
      },
    },
    async (request) => ok(await importHistory(app.db, request.query.page ?? 1)),
  );

  app.get(
    '/ebsn/api/staff/imports/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'Where an import stands: rows read so far, then its counts or every problem',
        params: z.object({ id: QueryIdSchema }),
        response: { 200: ImportAnswer },
      },
    },
    async (request) => ok(await readImport(app.db, request.params.id)),
  );

  app.get(
    '/ebsn/api/staff/imports/:id/problems.csv',
    {
      schema: {
        tags: ['staff'],
        summary: "An import's problems as a CSV a spreadsheet opens safely (riga;colonna;problema)",
        params: z.object({ id: QueryIdSchema }),
      },
    },
    async (request, reply) => sendProblemsCsv(app.db, request.params.id, reply),
  );
};

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../config/env';
import { openDatabase, type Database } from '../db/client';
import type { SeedOptions } from '../seed';
import { buildServer } from '../server';
import { TEST_IDP_CERT_FILE } from '../../stand-ins/saml-idp/test-keys';
import { openCopy } from './templates';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: where the database is, for a second shop process on it (beside()). */
  url?: string;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A migrated and seeded shop for one test file: in-memory PGlite, or, when
 * DATABASE_URL is set, a database of its own on that PostgreSQL server
 * (migrations name the public schema, so schemas cannot isolate files). Both
 * are copies of the run's templates (./global-setup.ts).
 */
export async function build(options: Partial<AppConfig> & SeedOptions = {}): Promise<TestApp> {
  const { catalogue = 'full', ...overrides } = options;
  const config = loadConfig(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    // A production shop refuses the committed TEST certificate, as it should.
    ...(overrides.NODE_ENV === 'production' ? {} : { SAML_IDP_CERT_FILE: TEST_IDP_CERT_FILE }),
    ...overrides,
  });
  const copy = await openCopy(inject('apiTemplates'), catalogue);
  const app = await buildServer({ config, database: copy.database });
  await app.ready();
  return {
    app,
    database: copy.database,
    ...(copy.url ? { url: copy.url } : {}),
    config,
    async close() {
      await app.close();
      await copy.drop();
    },
  };
}

/**
 * Another shop on t's database, with its own memory: on PostgreSQL, with its
 * own pool, as another process would be; on PGlite (one process per
 * database), on t's own connection. Close it before t.
 */
export async function beside(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.url ? await openDatabase({ url: t.url, dataDir: 'memory://' }) : undefined;
  const app = await buildServer({ config: t.config, database: database ?? t.database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}

export interface Envelope {
  response: {
    status: number;
    errors: { code: string; error?: string; field?: string }[];
    infos: unknown[];
    warnings: unknown[];
  };
  data: Record<string, unknown>;
}

export const body = (res: LightMyRequestResponse): Envelope => res.json() as Envelope;

/** Form-encoded POST, as the web app sends the login. */
export function form(fields: Record<string, string>): Pick<InjectOptions, 'payload' | 'headers'> {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

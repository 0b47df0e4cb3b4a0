import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig, type AppConfig } from '../config/env';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { seed, type SeedOptions } from '../seed';
import { buildServer } from '../server';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * A freshly migrated and seeded shop for one test file: in-memory PGlite, or,
 * when DATABASE_URL is set, a database of its own on that PostgreSQL server
 * (migrations name the public schema, so schemas cannot isolate files).
 */
export async function build(options: Partial<AppConfig> & SeedOptions = {}): Promise<TestApp> {
  const { catalogue, ...overrides } = options;
  const config = loadConfig(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    ...overrides,
  });
  const serverUrl = config.DATABASE_URL;
  const dbName = serverUrl ? `spesa_test_${randomBytes(6).toString('hex')}` : undefined;
  const adminQuery = async (statement: string) => {
    const admin = await openDatabase({ url: serverUrl, dataDir: config.DATA_DIR });
    await admin.db.execute(sql.raw(statement));
    await admin.close();
  };
  if (dbName) await adminQuery(`create database ${dbName}`);
  const url = serverUrl && dbName ? withDatabase(serverUrl, dbName) : undefined;
  const database = await openDatabase({ url, dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  await seed(database.db, { catalogue });
  const app = await buildServer({ config, database });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      if (dbName) await adminQuery(`drop database ${dbName}`);
    },
  };
}

function withDatabase(serverUrl: string, dbName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
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

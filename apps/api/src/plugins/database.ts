import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  config: AppConfig;
}

/** Hands the opened database and the configuration to every feature. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database, config }) => {
    app.decorate('db', database.db);
    app.decorate('config', config);
  },
  { name: 'database' },
);

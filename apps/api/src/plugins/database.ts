import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import type { Database, Db } from '../db/client';
import { followChanges, type Change } from '../db/change-feed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    /**
     * Calls handler with every change any process of the shop announces on
     * this database (db/change-feed.ts), this one's included.
     */
    onChange(handler: (change: Change) => void): void;
    /** PostgreSQL's pool: connections open, idle, and queries waiting for one; null on PGlite. */
    poolStats(): { total: number; idle: number; waiting: number } | null;
  }
}

export interface DatabasePluginOptions {
  database: Database;
  config: AppConfig;
}

/** Hands the opened database, its change feed and the configuration to every feature. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database, config }) => {
    const handlers: ((change: Change) => void)[] = [];
    // Listening starts once the app is ready: an app whose start fails leaves no connection open.
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = await followChanges(database, (change) => {
        for (const handler of handlers) handler(change);
      });
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
    app.decorate('db', database.db);
    app.decorate('config', config);
    app.decorate('poolStats', () => database.poolStats?.() ?? null);
    app.decorate('onChange', (handler: (change: Change) => void) => {
      handlers.push(handler);
    });
  },
  { name: 'database' },
);

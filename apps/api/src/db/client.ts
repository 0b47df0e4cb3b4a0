import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { asDataDirError, claimDataDir } from './data-dir';
import { withPreparedStatements } from './pglite-statements';
import { countStatement } from '../lib/request-context';
import { API_DIR } from '../api-dir';

export type Schema = typeof schema;
/** One type for both drivers: features never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, which `loadDataDir` starts another from. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Runs work while no other process runs work under the same name on this
   * database: several processes starting together migrate and seed one after
   * the other (a PostgreSQL advisory lock; PGlite's folder has one process anyway).
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Calls onMessage with the payload of every NOTIFY on channel, from any
   * process on this database, this one included, once the notifying
   * transaction commits. onGap is called when notifications may have been
   * lost (PostgreSQL: the listening connection broke and was made again).
   * Answers a function that stops listening.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections, and the queries waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onGap(): void;
}

/** How long a broken listening connection waits before it is made again. */
const RELISTEN_DELAY_MS = 1_000;

/** Both drivers answer db.execute() with { rows }; the row type is the query's. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const MIGRATIONS_DIR = path.join(API_DIR, 'src', 'db', 'migrations');

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise PGlite in dataDir. */
  url?: string | undefined;
  dataDir: string;
  /** PGlite only: a `dumpDataDir()` tarball to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
    });
    pool.on('connect', countStatementsOf);
    // An idle connection the server ends (a restart, a failover, pg_terminate_backend) is
    // reported here; the pool drops it and opens another when asked. Unheard, the error
    // would end the process.
    pool.on('error', () => undefined);
    return {
      db: drizzle({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      async exclusively(name, work) {
        // A session lock: taken and given back on one connection, held while work
        // uses the pool's others.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          holder.release();
        }
      },
      listen: (channel, handlers) => listenOnServer(options.url as string, channel, handlers),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const release = await claimDataDir(options.dataDir);
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  }).catch(async (err: unknown) => {
    await release();
    throw asDataDirError(err, options.dataDir);
  });
  await trimResultParsers(client);
  return {
    // drizzle calls only query() and transaction() of its client.
    db: drizzle({
      client: withPreparedStatements(client) as unknown as typeof client,
      schema,
    }) as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await release();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    exclusively: (_name, work) => work(),
    // One process owns the folder: its notifications cannot be missed.
    listen: async (channel, { onMessage }) => {
      const unlisten = await client.listen(channel, onMessage);
      // Closing the database ends the listening too.
      return () => (client.closed ? Promise.resolve() : unlisten());
    },
  };
}

/**
 * Every statement a pooled connection sends is counted for the request being
 * handled (spesa_db_statements_per_request): each is a round trip to the
 * server, which costs a shop process more than most of its own work.
 */
function countStatementsOf(client: { query: (...args: never[]) => unknown }): void {
  const query = client.query.bind(client);
  client.query = (...args: never[]) => {
    countStatement();
    return query(...args);
  };
}

/**
 * LISTEN on a connection of its own, outside the pool: a pooled one would be
 * handed to queries and its LISTEN would end with it. When the connection
 * breaks it is made again after a second, and onGap tells the listener that
 * what was notified meanwhile is lost.
 */
async function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`listen ${pgIdentifier(channel)}`);
    client = next;
  };
  const reconnect = (broken: InstanceType<typeof pg.Client>): void => {
    if (stopped || broken !== client) return;
    client = undefined;
    broken.end().catch(() => undefined);
    const attempt = (): void => {
      retry = setTimeout(() => {
        if (stopped) return;
        connect().then(handlers.onGap, attempt);
      }, RELISTEN_DELAY_MS);
      retry.unref();
    };
    attempt();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}

/** A channel name as a quoted identifier (LISTEN takes no parameter). */
const pgIdentifier = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * PGlite copies its table of result parsers into every result it reads, and
 * the table holds a parser for every array type of the catalogue (about 350):
 * some 70 µs of the server's only thread per statement. The shop reads the
 * base types and arrays of them; the parsers of other arrays go (their values
 * would come back as PostgreSQL's array text).
 */
async function trimResultParsers(client: {
  parsers: Record<number | string, unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
}): Promise<void> {
  const { rows } = await client.query<{ oid: number; typelem: number }>(
    `select oid, typelem from pg_type where typcategory = 'A'`,
  );
  const elementOf = new Map(rows.map((r) => [r.oid, r.typelem]));
  const kept = Object.entries(client.parsers).filter(([key]) => {
    const element = elementOf.get(Number(key));
    return element === undefined || (!elementOf.has(element) && element in client.parsers);
  });
  client.parsers = Object.fromEntries(kept);
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // The driver-specific migrator wants its own database type; ours is the common supertype.
    await migrate(database.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, config);
  }
}

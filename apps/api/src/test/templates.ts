import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { seed, type CatalogueSize } from '../seed';

/**
 * Seeding the full catalogue takes seconds; a test file starts from a copy of
 * a database migrated and seeded once per run instead. On PostgreSQL the copy
 * is `CREATE DATABASE … TEMPLATE`; on PGlite it is a dump of the data
 * directory, loaded into each file's in-memory database.
 */
export type Templates =
  | { kind: 'postgres'; serverUrl: string; databases: Record<CatalogueSize, string> }
  | { kind: 'pglite'; dir: string; dumps: Record<CatalogueSize, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: Templates;
  }
}

const SIZES: CatalogueSize[] = ['full', 'small'];

async function seeded(database: Database, catalogue: CatalogueSize): Promise<void> {
  await migrateDatabase(database);
  await seed(database.db, { catalogue });
}

/** Names are per run: several runs may share one server. */
export async function createTemplates(serverUrl: string | undefined): Promise<Templates> {
  const run = randomBytes(4).toString('hex');
  if (serverUrl) {
    const databases = {
      full: `spesa_template_${run}_full`,
      small: `spesa_template_${run}_small`,
    };
    for (const size of SIZES) {
      await adminQuery(serverUrl, `create database ${databases[size]}`);
      const database = await openServer(withDatabase(serverUrl, databases[size]));
      try {
        await seeded(database, size);
      } finally {
        await database.close();
      }
    }
    return { kind: 'postgres', serverUrl, databases };
  }
  const dir = await mkdtemp(path.join(tmpdir(), `spesa-template-${run}-`));
  const dumps = { full: path.join(dir, 'full.tar'), small: path.join(dir, 'small.tar') };
  for (const size of SIZES) {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seeded(database, size);
      const dump = await database.dumpDataDir!();
      await writeFile(dumps[size], Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  return { kind: 'pglite', dir, dumps };
}

export async function dropTemplates(templates: Templates): Promise<void> {
  if (templates.kind === 'pglite') {
    await rm(templates.dir, { recursive: true, force: true });
    return;
  }
  for (const name of Object.values(templates.databases)) {
    await adminQuery(templates.serverUrl, `drop database if exists ${name}`);
  }
}

/** A database of its own for one test file, copied from the run's template. */
export async function openCopy(
  templates: Templates,
  catalogue: CatalogueSize,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (templates.kind === 'pglite') {
    const dump = new Blob([await readFile(templates.dumps[catalogue])]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: dump });
    return { database, drop: () => database.close() };
  }
  const { serverUrl } = templates;
  const name = `spesa_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${templates.databases[catalogue]}`);
  const url = withDatabase(serverUrl, name);
  const database = await openServer(url);
  return {
    database,
    url,
    async drop() {
      await database.close();
      await adminQuery(serverUrl, `drop database ${name}`);
    },
  };
}

const openServer = (url: string) => openDatabase({ url, dataDir: 'memory://' });

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = await openServer(serverUrl);
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

function withDatabase(serverUrl: string, dbName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

/**
 * A database of its own that outlives a process, copied from the run's
 * template: on PostgreSQL a database (its url), on PGlite a data folder. Each
 * open() is a new connection to it, as a restarted process makes.
 */
export async function persistentCopy(
  templates: Templates,
  catalogue: CatalogueSize,
): Promise<{
  /** What a shop process is started with. */
  env: { DATABASE_URL?: string; DATA_DIR: string };
  open(): Promise<Database>;
  drop(): Promise<void>;
}> {
  if (templates.kind === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'spesa-persistent-'));
    const dataDir = path.join(dir, 'data');
    const dump = new Blob([await readFile(templates.dumps[catalogue])]);
    await (await openDatabase({ dataDir, loadDataDir: dump })).close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const { serverUrl } = templates;
  const name = `spesa_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${templates.databases[catalogue]}`);
  const url = withDatabase(serverUrl, name);
  return {
    env: { DATABASE_URL: url, DATA_DIR: 'memory://' },
    open: () => openServer(url),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

import { randomBytes } from 'node:crypto';
import { access, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
 *
 * A template is made when a file first asks for a copy of it, by that file's
 * worker, while the other workers go on with files that need no database (the
 * run's start waited for both before, 20 s of CPU, minutes on a loaded
 * machine). `dir` holds the run's locks and, on PGlite, its dumps.
 */
export type Templates =
  | { kind: 'postgres'; dir: string; serverUrl: string; databases: Record<CatalogueSize, string> }
  | { kind: 'pglite'; dir: string; dumps: Record<CatalogueSize, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: Templates;
  }
}

async function seeded(database: Database, catalogue: CatalogueSize): Promise<void> {
  await migrateDatabase(database);
  await seed(database.db, { catalogue });
}

/** The run's templates, named and not yet made. Names are per run: several runs may share one server. */
export async function planTemplates(serverUrl: string | undefined): Promise<Templates> {
  const run = randomBytes(4).toString('hex');
  const dir = await mkdtemp(path.join(tmpdir(), `spesa-template-${run}-`));
  if (serverUrl) {
    const databases = {
      full: `spesa_template_${run}_full`,
      small: `spesa_template_${run}_small`,
    };
    return { kind: 'postgres', dir, serverUrl, databases };
  }
  const dumps = { full: path.join(dir, 'full.tar'), small: path.join(dir, 'small.tar') };
  return { kind: 'pglite', dir, dumps };
}

async function makeTemplate(templates: Templates, size: CatalogueSize): Promise<void> {
  if (templates.kind === 'postgres') {
    const { serverUrl, databases } = templates;
    await adminQuery(serverUrl, `create database ${databases[size]}`);
    const database = await openServer(withDatabase(serverUrl, databases[size]));
    try {
      await seeded(database, size);
    } finally {
      await database.close();
    }
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await seeded(database, size);
    const dump = await database.dumpDataDir!();
    await writeFile(templates.dumps[size], Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}

const made = new Map<string, Promise<void>>();

/**
 * Resolves once the template of `size` exists: the first worker to ask makes it
 * (an exclusive mkdir decides which), the others wait for its mark. A failure is
 * marked too, so that every waiting file fails with its cause.
 */
export function templateReady(templates: Templates, size: CatalogueSize): Promise<void> {
  const key = `${templates.dir}:${size}`;
  let ready = made.get(key);
  if (!ready) {
    ready = makeOrWait(templates, size);
    made.set(key, ready);
  }
  return ready;
}

async function makeOrWait(templates: Templates, size: CatalogueSize): Promise<void> {
  const done = path.join(templates.dir, `${size}.ready`);
  const failed = path.join(templates.dir, `${size}.failed`);
  try {
    await mkdir(path.join(templates.dir, `${size}.making`));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    for (;;) {
      if (await exists(done)) return;
      if (await exists(failed)) throw new Error(await readFile(failed, 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await makeTemplate(templates, size);
  } catch (err) {
    await writeFile(failed, `template ${size}: ${err instanceof Error ? err.stack : String(err)}`);
    throw err;
  }
  await writeFile(done, '');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

export async function dropTemplates(templates: Templates): Promise<void> {
  if (templates.kind === 'postgres') {
    for (const name of Object.values(templates.databases)) {
      await adminQuery(templates.serverUrl, `drop database if exists ${name}`);
    }
  }
  await rm(templates.dir, { recursive: true, force: true });
}

/** A database of its own for one test file, copied from the run's template. */
export async function openCopy(
  templates: Templates,
  catalogue: CatalogueSize,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  await templateReady(templates, catalogue);
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
  await templateReady(templates, catalogue);
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

import { loadConfig } from './config/env';
import { migrateDatabase, openDatabase } from './db/client';
import { dataDirProblem } from './db/data-dir';
import { seed } from './seed';
import { writeHandoff } from './ops/handoff';
import { buildServer } from './server';

// The database first, so that a data folder PGlite cannot use is named in one line.
const boot = loadConfig(process.env);

/** A data folder PGlite cannot use ends the start with one line saying why, not a stack. */
function refuseDataDir(err: unknown): never {
  const line = boot.DATABASE_URL ? null : dataDirProblem(err, boot.DATA_DIR);
  if (!line) throw err;
  console.error(line);
  process.exit(1);
}

async function prepareDatabase() {
  const opened = await openDatabase({ url: boot.DATABASE_URL, dataDir: boot.DATA_DIR });
  // Processes started together on one PostgreSQL: one migrates and seeds, the next find it done.
  const seeded = await opened.exclusively('spesa:migrate-and-seed', async () => {
    await migrateDatabase(opened);
    return seed(opened.db);
  });
  return { database: opened, seeded };
}
const { database, seeded } = await prepareDatabase().catch(refuseDataDir);
// Then the secrets nobody set: made at the first start, kept beside the data folder.
const config = loadConfig(process.env, {}, { keepSecrets: true });
const app = await buildServer({ config, database });
if (seeded.length) app.log.info({ steps: seeded }, 'database seeded');

let forgetHandoff: () => Promise<void> = async () => undefined;
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await forgetHandoff();
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
// This process owns the embedded database: `npm run import` hands it its files.
if (database.kind === 'pglite' && !config.DATA_DIR.startsWith('memory://')) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  forgetHandoff = await writeHandoff(config.DATA_DIR, {
    pid: process.pid,
    port,
    token: app.importHandoffToken,
  });
}
app.jobs.start(config.JOBS_POLL_SECONDS);

import { loadConfig } from './config/env';
import { migrateDatabase, openDatabase } from './db/client';
import { dataDirProblem } from './db/data-dir';
import { seed } from './seed';
import { buildServer } from './server';

// The first start makes the secrets nobody set and keeps them in the data folder.
const config = loadConfig(process.env, {}, { keepSecrets: true });

/** A data folder PGlite cannot use ends the start with one line saying why, not a stack. */
function refuseDataDir(err: unknown): never {
  const line = config.DATABASE_URL ? null : dataDirProblem(err, config.DATA_DIR);
  if (!line) throw err;
  console.error(line);
  process.exit(1);
}

async function prepareDatabase() {
  const opened = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(opened);
  return { database: opened, seeded: await seed(opened.db) };
}
const { database, seeded } = await prepareDatabase().catch(refuseDataDir);
const app = await buildServer({ config, database });
if (seeded.length) app.log.info({ steps: seeded }, 'database seeded');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
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
app.jobs.start(config.JOBS_POLL_SECONDS);

import { loadConfig } from './config/env';
import { migrateDatabase, openDatabase } from './db/client';
import { seed } from './seed';
import { buildServer } from './server';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateDatabase(database);
const seeded = await seed(database.db);
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

import { API_KEY_MESSAGES as M } from '@spesa/domain';
import { loadConfig } from '../config/env';
import { migrateDatabase, openDatabase } from '../db/client';
import { createApiKey, listApiKeys, revokeApiKey } from '../features/api-keys';

/*
 * npm run api-key -- create NAME | list | revoke NAME
 * Keys for an ERP's calls to the import API, scoped to imports. A key is
 * printed once, at its creation; the shop keeps only its hash.
 */
const USAGE = 'Uso: npm run api-key -- create NOME | list | revoke NOME';
const [command, name] = process.argv.slice(2);
if (!(command === 'list' || ((command === 'create' || command === 'revoke') && name))) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig(process.env);
try {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.exclusively('spesa:migrate-and-seed', () => migrateDatabase(database));
    const db = database.db;
    if (command === 'create') {
      const made = await createApiKey(db, name!);
      if (!made) {
        console.error(M.nameTaken(name!));
        process.exit(1);
      }
      console.log(M.created(name!));
      console.log(made.key);
    } else if (command === 'revoke') {
      const revoked = (await revokeApiKey(db, name!)) !== null;
      console.log(revoked ? M.revoked(name!) : M.notLive(name!));
      if (!revoked) process.exitCode = 1;
    } else {
      for (const k of await listApiKeys(db))
        console.log(
          [
            k.name,
            k.scope,
            k.createdAt.toISOString(),
            k.lastUsedAt?.toISOString() ?? '-',
            k.revokedAt ? 'revocata' : 'attiva',
          ].join('\t'),
        );
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}

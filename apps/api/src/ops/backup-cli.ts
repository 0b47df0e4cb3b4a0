import { loadConfig } from '../config/env';
import { backup, restore } from './backup';

/*
 * npm run backup -- <file>   and   npm run restore -- <file>
 * The database of DATABASE_URL, else PGlite's DATA_DIR (stop the shop first).
 */
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Uso: npm run backup -- <file>  |  npm run restore -- <file>');
  process.exit(2);
}
const config = loadConfig(process.env);
const where = { url: config.DATABASE_URL, dataDir: config.DATA_DIR };
try {
  await (command === 'backup' ? backup(where, file) : restore(where, file));
  console.log(command === 'backup' ? `Copia scritta in ${file}` : `Ripristinato da ${file}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

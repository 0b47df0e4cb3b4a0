// Runs on a PostgreSQL server the API test files whose outcome can differ from
// PGlite's (decision 057): DATABASE_URL if set, else the machine's server on
// 127.0.0.1:5432 when one answers. Every API file runs on PGlite in the unit
// phase; PGlite is PostgreSQL itself, so what differs here is what a server has
// and one embedded connection has not: several connections at once (locks,
// races, isolation), several processes on one database (the change feed), a
// database that outlives a process, and the migrations on a server. Each test
// file creates and drops a database of its own there, copied from a template
// that the API project's globalSetup seeds once per run (apps/api/src/test/templates.ts).
//
//   node scripts/test-pg.mjs                 the files the rule below picks
//   node scripts/test-pg.mjs <files…>        those files, whatever the rule says
//   node scripts/test-pg.mjs --list          the files the rule picks, and why
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_SRC = 'apps/api/src';

/**
 * Why a file runs on PostgreSQL too, the first reason that holds, or null. A new
 * test lands here by what it does (it reads DATABASE_URL, starts a second shop,
 * keeps a database across processes), by its name (`…-races.test.ts`), by its
 * folder (src/db/), or by saying so in a line of its own:
 *   // Also on PostgreSQL: <why>
 */
export function postgresReason(file, source) {
  const said = /^\/\/ Also on PostgreSQL: (.+)$/m.exec(source);
  if (said) return said[1];
  if (file.startsWith(`${API_SRC}/db/`)) return 'the database client, its locks and change feed';
  if (file.endsWith('-races.test.ts')) return 'races between requests';
  if (/process\.env\.DATABASE_URL|templates\.kind/.test(source))
    return 'branches on the database: cases or rounds only a server has';
  if (/\bbeside\(|\bpersistentCopy\(|shop-process/.test(source))
    return 'several shops or processes on one database';
  return null;
}

function apiTestFiles(dir = API_SRC) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return apiTestFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const picked = apiTestFiles()
  .map((file) => [file, postgresReason(file, readFileSync(path.join(ROOT, file), 'utf8'))])
  .filter(([, reason]) => reason !== null)
  .sort(([a], [b]) => a.localeCompare(b));

const args = process.argv.slice(2);
if (args.includes('--list')) {
  for (const [file, reason] of picked) console.log(`${file}  (${reason})`);
  console.log(`${picked.length} file`);
  process.exit(0);
}

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { hostname, port } = new URL(url);

const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: hostname, port: Number(port || 5432) });
  socket.setTimeout(2000);
  socket.on('connect', () => {
    socket.end();
    resolve(true);
  });
  socket.on('timeout', () => {
    socket.destroy();
    resolve(false);
  });
  socket.on('error', () => resolve(false));
});
if (!reachable) {
  console.log(
    `PostgreSQL non raggiungibile su ${hostname}:${port || 5432}: suite API su PostgreSQL saltata.`,
  );
  process.exit(0);
}
// Files named on the command line are run as asked; other arguments (a reporter) go to Vitest.
const files = args.some((a) => !a.startsWith('-')) ? [] : picked.map(([file]) => file);
console.log(
  `Suite API su PostgreSQL (${hostname}:${port || 5432})` +
    (files.length ? `: ${files.length} file che possono andare diversamente che su PGlite` : ''),
);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files, ...args], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);

// Runs the API suite again on a PostgreSQL server: DATABASE_URL if set, else the
// machine's server on 127.0.0.1:5432 when one answers. Each test file creates
// and drops a database of its own there, copied from a template that the API
// project's globalSetup seeds once per run (apps/api/src/test/templates.ts).
import { spawnSync } from 'node:child_process';
import net from 'node:net';

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
console.log(`Suite API su PostgreSQL (${hostname}:${port || 5432})`);
// Further arguments (a reporter, a file filter) go to Vitest.
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);

// `npm run bench:start`: how long the shop takes from its process's start to its first
// answer on a database already migrated and seeded (a restart, a deploy), the web app
// a stand-in page. The first start migrates and seeds; then BENCH_STARTS (3) starts
// are timed, on embedded PGlite in a data folder and on a database of its own on the
// PostgreSQL server of BENCH_DATABASE_URL (default: the machine's; skipped when none
// answers). Goal: ready in ≤ 1.5 s (decision 050).
import { serverDatabase, startShop, temporaryShopDirs } from './shop.mjs';

const STARTS = Number(process.env.BENCH_STARTS ?? 3);
const GOAL_MS = 1500;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The timed starts on one database, after a first start that migrates and seeds it. */
async function starts(dirs, databaseUrl) {
  const first = await startShop(dirs.dataDir, dirs.webDir, databaseUrl);
  await first.stop();
  const times = [];
  const cpu = [];
  for (let i = 0; i < STARTS; i += 1) {
    const shop = await startShop(dirs.dataDir, dirs.webDir, databaseUrl);
    times.push(shop.startMs);
    cpu.push(shop.startCpuMs);
    await shop.stop();
  }
  return { first: first.startMs, times, cpu };
}

const rows = [];
const dirs = temporaryShopDirs();
try {
  rows.push(['PGlite', await starts(dirs, undefined)]);
  const database = await serverDatabase(serverUrl, `bench_start_${process.pid}`).catch((err) => {
    console.log(`PostgreSQL at ${new URL(serverUrl).host} skipped: ${err.message}`);
    return null;
  });
  if (database)
    try {
      rows.push(['PostgreSQL', await starts(dirs, database.url)]);
    } finally {
      await database.drop();
    }
} finally {
  dirs.remove();
}

const seconds = (ms) => (ms === null ? '?' : (ms / 1000).toFixed(2));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`\nReady after the process starts (s), ${STARTS} starts; goal ≤ ${seconds(GOAL_MS)} s`);
console.log(
  '(CPU: user and system time of the shop until then, the figure a busy machine moves least)',
);
console.log('Database     first start   starts                 median   goal     CPU median');
for (const [name, { first, times, cpu }] of rows) {
  const ready = median(times);
  console.log(
    `${name.padEnd(12)} ${seconds(first).padStart(11)}   ${times.map(seconds).join(' ').padEnd(20)} ${seconds(ready).padStart(7)}   ${(ready <= GOAL_MS ? 'met' : 'missed').padEnd(6)} ${seconds(median(cpu)).padStart(10)}`,
  );
}

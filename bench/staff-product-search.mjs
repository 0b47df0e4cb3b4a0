// `npm run bench:staff-search`: the manager's product search over a catalogue of 20,000 products.
//
// Starts the seeded shop on a fresh database of BENCH_DATABASE_URL's PostgreSQL server
// (default postgres://postgres@127.0.0.1:5432/postgres), hands it the generated 20,000-line
// products feed bench:import uses, signs a manager in (a session row, as the SAML sign-in
// leaves one), then drives GET /ebsn/api/staff/products with autocannon: words of a name, an
// EAN, a sku's start, each filter alone and with words, pages further in. Prints the p50,
// p95 and p99 and the verdict against the goal: p95 ≤ 100 ms.
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverDatabase, startShop, temporaryShopDirs } from './shop.mjs';
import { apiKeyOn, benchProductsFeed, handFeed } from './support/feeds.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const GOAL_P95_MS = 100;

/** What a manager types and ticks, in turn. */
const QUERIES = [
  'q=gusto%20mela',
  'q=prodotto%20prova%201234',
  'q=fragola',
  'q=limone&status=active',
  'q=8000000012340',
  'q=bench-0012',
  'q=BENCH-019',
  'out_of_stock=true',
  'on_offer=true',
  'status=inactive',
  'q=pera&out_of_stock=true',
  'page=40',
  'q=prova&page=30',
  '',
];

/** A manager of the first store, signed in: the session row a SAML sign-in would leave. */
async function managerSession(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const brand = (await client.query('select brand_id from brands where is_default')).rows[0];
    const store = (await client.query('select store_id from stores order by store_id limit 1'))
      .rows[0];
    const user = (
      await client.query(
        `insert into users (brand_id, login, email, password_hash, first_name, last_name,
           sso_user, staff_role, reference_store_id)
         values ($1, 'bench-manager@spesa.localhost', 'bench-manager@spesa.localhost', '',
           'Banco', 'Prova', true, 'manager', $2) returning user_id`,
        [brand.brand_id, store.store_id],
      )
    ).rows[0];
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into sessions (session_hash, user_id, brand_id, remember, expires_at)
       values ($1, $2, $3, true, now() + interval '1 day')`,
      [createHash('sha256').update(token).digest('hex'), user.user_id, brand.brand_id],
    );
    return token;
  } finally {
    await client.end();
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const server = await serverDatabase(serverUrl, `bench_staff_search_${process.pid}`);
const dirs = temporaryShopDirs();
try {
  const shop = await startShop(dirs.dataDir, dirs.webDir, server.url);
  console.log(`Shop on PostgreSQL seeded and listening in ${(shop.startMs / 1000).toFixed(1)} s`);
  const report = await handFeed(
    shop.base,
    apiKeyOn(server.url),
    'products',
    benchProductsFeed(LINES, 0),
  );
  console.log(`${report.created} products added by the feed`);
  const token = await managerSession(server.url);
  const headers = { cookie: `ebsn_session=${token}` };
  const probe = await fetch(`${shop.base}/ebsn/api/staff/products`, { headers });
  const { data } = await probe.json();
  if (probe.status !== 200) throw new Error(`search answered ${probe.status}`);
  console.log(`${data.total} products in the catalogue searched\n`);

  let i = 0;
  const requests = [
    {
      setupRequest: (req) => ({
        ...req,
        headers: { ...req.headers, ...headers },
        path: `/ebsn/api/staff/products?${QUERIES[i++ % QUERIES.length]}`,
      }),
    },
  ];
  // A few seconds first: the plans cached, the connections open.
  await autocannon({ url: shop.base, connections: CONNECTIONS, duration: 3, requests });
  // autocannon's summary has no 95th percentile: each answer's time is kept and ranked here.
  const times = [];
  const run = autocannon({ url: shop.base, connections: CONNECTIONS, duration: SECONDS, requests });
  run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await new Promise((resolve) => run.once('done', resolve));
  times.sort((a, b) => a - b);
  const at = (share) =>
    +times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)].toFixed(1);
  const p95 = at(0.95);
  const errors = result.errors + result.timeouts + result.non2xx;
  console.table([
    {
      connections: CONNECTIONS,
      requests: times.length,
      'req/s': Math.round(result.requests.average),
      'p50 ms': at(0.5),
      'p95 ms': p95,
      'p99 ms': at(0.99),
      errors,
      load: loadavg()[0].toFixed(1),
    },
  ]);
  console.log(
    `staff product search over ${data.total} products: p95 ${p95} ms (goal ≤ ${GOAL_P95_MS} ms): ${
      p95 <= GOAL_P95_MS && errors === 0 ? 'met' : 'MISSED'
    }`,
  );
  // Each search alone, one at a time: which of them the p95 is made of.
  const alone = [];
  for (const query of QUERIES) {
    const took = [];
    for (let n = 0; n < 10; n++) {
      const started = performance.now();
      const answer = await fetch(`${shop.base}/ebsn/api/staff/products?${query}`, { headers });
      await answer.arrayBuffer();
      took.push(performance.now() - started);
    }
    took.sort((a, b) => a - b);
    alone.push({
      query: query || '(all)',
      'median ms': +took[4].toFixed(1),
      'max ms': +took[9].toFixed(1),
    });
  }
  console.table(alone);
  await shop.stop();
} finally {
  await server.drop();
  dirs.remove();
}

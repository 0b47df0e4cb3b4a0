// `npm run bench:processes`: throughput of 1, 2 and 3 shop processes on one
// PostgreSQL behind a round-robin balancer (issue 37).
//
// Starts three shops together on a fresh database of the server of
// BENCH_DATABASE_URL (default: the machine's): one migrates and seeds under the
// advisory lock, the others wait and find it done. A small HTTP balancer in this
// process hands each request to the next of the first k shops. For k = 1, 2, 3:
// - catalogue: autocannon, 20 connections for BENCH_SECONDS (10), over a
//   category listing, a search, a product page and the category tree;
// - orders: 10 shoppers, each placing orders back to back for BENCH_SECONDS:
//   the store counter, a slot, 5 lines added, prepare, buy on delivery. The
//   whole flow is one order; the table gives orders/s and the p99 of
//   checkout/buy.
// The balancer and the load run on the same two cores as the shops and the
// database: the figures say how the shop scales on this machine, not on a bigger one.
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, serverDatabase, startShop, temporaryShopDirs } from './shop.mjs';
import { chooseDelivery, client, createShoppers, simplePieces } from './shopper.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** BENCH_SHOPS=1 measures one process only (with BENCH_NODE_ARGS, to profile it). */
const SHOPS = Number(process.env.BENCH_SHOPS ?? 3);
const SHOPPERS = 10;
const LINES = 5;
const ON_DELIVERY = 'payment_type_id=2';

const round = (n) => Math.round(n * 10) / 10;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** A round-robin balancer over the first `active` of `targets` (ports), changed live. */
async function balancer(ports) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let active = 1;
  let next = 0;
  const server = http.createServer((req, res) => {
    const port = ports[next++ % active];
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    use(count) {
      active = count;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Pages a visitor walks through: each top category's first page, searches, products, the tree. */
async function visitorPaths(base) {
  const { data } = await (await fetch(`${base}/ebsn/api/category?filtered=true&depth=1`)).json();
  const listings = data.categories.map(
    (c) => `/ebsn/api/products?parent_category_id=${c.categoryId}&page=1&page_size=24`,
  );
  const searches = ['pasta', 'latte', 'mele', 'acqua', 'biscotti'].map(
    (q) => `/ebsn/api/products?q=${q}&page=1&page_size=24`,
  );
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const products = [...sitemap.matchAll(/\/product\/([^<]+)<\/loc>/g)]
    .slice(0, 40)
    .map((m) => `/ebsn/api/products?slug=${m[1]}`);
  return [...listings, ...searches, ...products, '/ebsn/api/category?filtered=true&depth=3'];
}

async function catalogue(base, paths, seconds = SECONDS) {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: 20,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  if (result.non2xx > 0)
    console.error(`catalogue: ${result.non2xx} answers other than 2xx`, result.statusCodeStats);
  return {
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function orders(base, accounts, productIds) {
  const buys = [];
  let placed = 0;
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    accounts.map(async ({ token }) => {
      const shopper = client(base, token);
      while (performance.now() < deadline) {
        try {
          await chooseDelivery(shopper);
          await shopper.post('/ebsn/api/cart/add', {
            items: productIds.map((productId) => ({ productId, quantity: 1 })),
          });
          await shopper.post('/ebsn/api/checkout/prepare');
          const began = performance.now();
          await shopper.post(`/ebsn/api/checkout/buy?${ON_DELIVERY}`);
          buys.push(performance.now() - began);
          placed += 1;
        } catch (err) {
          errors += 1;
          if (errors <= 3) console.error(String(err));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  buys.sort((a, b) => a - b);
  return {
    'orders/s': round(placed / elapsed),
    'buy p50 ms': round(percentile(buys, 0.5) ?? 0),
    'buy p99 ms': round(percentile(buys, 0.99) ?? 0),
    errors,
  };
}

/** What each route cost, summed over the shops: requests, statements sent to PostgreSQL, time. */
async function costByRoute(bases) {
  const rows = new Map();
  for (const base of bases) {
    const text = await (
      await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    for (const [, metric, route, method, value] of text.matchAll(
      /^spesa_(db_statements_per_request|http_request_duration_seconds)_sum\{route="([^"]+)",method="([^"]+)"[^}]*\} (\S+)$/gm,
    )) {
      const row = rows.get(`${method} ${route}`) ?? { sums: {}, count: 0 };
      rows.set(`${method} ${route}`, row);
      row.sums[metric] = (row.sums[metric] ?? 0) + Number(value);
    }
    for (const [, route, method, value] of text.matchAll(
      /^spesa_db_statements_per_request_count\{route="([^"]+)",method="([^"]+)"\} (\S+)$/gm,
    ))
      rows.get(`${method} ${route}`).count += Number(value);
  }
  return [...rows]
    .filter(([, row]) => row.count > 0)
    .sort((a, b) => b[1].count - a[1].count)
    .map(([call, row]) => ({
      call,
      requests: row.count,
      'statements each': round(row.sums.db_statements_per_request / row.count),
      'ms each': round((1000 * row.sums.http_request_duration_seconds) / row.count),
    }));
}

/** Each shop's resident memory and V8 heap in MB, from its own metrics. */
async function memoryOf(bases) {
  const mb = (text, name) => {
    const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
    return value === undefined ? null : Math.round(Number(value) / 1024 / 1024);
  };
  return Promise.all(
    bases.map(async (base, i) => {
      const text = await (
        await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      return {
        shop: i + 1,
        'resident MB': mb(text, 'spesa_process_resident_memory_bytes'),
        'heap used MB': mb(text, 'spesa_nodejs_heap_size_used_bytes'),
      };
    }),
  );
}

const METRICS_TOKEN = 'bench-metriche-segrete';
process.env.METRICS_TOKEN = METRICS_TOKEN;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = await serverDatabase(serverUrl, `bench_processes_${process.pid}`);
const dirs = Array.from({ length: SHOPS }, () => temporaryShopDirs());
const shops = [];
try {
  const started = Date.now();
  shops.push(...(await Promise.all(dirs.map((d) => startShop(d.dataDir, d.webDir, database.url)))));
  console.log(
    `${SHOPS} shop(s) started together on one database in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const accounts = await createShoppers(database.url, SHOPPERS);
  const productIds = await simplePieces(client(shops[0].base, accounts[0].token), LINES, 100, {
    noDailyMax: true,
  });
  const paths = await visitorPaths(shops[0].base);
  const lb = await balancer(shops.map((s) => Number(new URL(s.base).port)));
  const rows = [];
  try {
    for (let k = 1; k <= SHOPS; k += 1) {
      lb.use(k);
      // A short warm-up, so that each shop's caches and compiled code are ready.
      await catalogue(lb.base, paths, 3);
      rows.push({
        processes: k,
        ...(await catalogue(lb.base, paths)),
        ...(await orders(lb.base, accounts, productIds)),
      });
    }
  } finally {
    await lb.close();
  }
  console.table(rows);
  console.log('Memory of each shop after the run:');
  console.table(await memoryOf(shops.map((shop) => shop.base)));
  console.log('What each call sent to PostgreSQL, over the whole run:');
  console.table(await costByRoute(shops.map((shop) => shop.base)));
  const check = new pg.Client({ connectionString: database.url });
  await check.connect();
  const { rows: counted } = await check.query(
    `select count(*)::int as orders, count(distinct cart_id)::int as carts from orders`,
  );
  await check.end();
  console.log(`orders in the database: ${counted[0].orders}, carts: ${counted[0].carts}`);
} finally {
  await Promise.all(shops.map((s) => s.stop()));
  dirs.forEach((d) => d.remove());
  await database.drop();
}

// `npm run bench:import`: the catalogue feeds at the size a grocer's ERP sends them.
//
// Starts the seeded shop (PGlite in a temporary data directory, or BENCH_DATABASE_URL's
// server) and hands it, through POST /admin/api/imports/{kind}, a generated 20,000-line
// products feed and a 20,000-line stock feed: each once on an idle shop and once while
// autocannon drives the storefront's category pages at a fixed rate (as bench/catalog.mjs
// does). Prints each import's time, the category page's p99 idle and during the import,
// and the shop's resident memory before and at its peak during the import. Goals (the
// catalogue-feeds issue): products ≤ 30 s, stock ≤ 5 s, p99 during ≤ 2× idle, memory
// ≤ +100 MB.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverDatabase, startShop, temporaryShopDirs } from './shop.mjs';
import { apiKeyOn, benchProductsFeed } from './support/feeds.mjs';

const LINES = Number(process.env.BENCH_LINES ?? 20_000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const CONNECTIONS = 8;
const IDLE_SECONDS = 10;

/** A products feed of `LINES` lines over 200 shelves and 300 labels; `round` moves every price. */
const productsFeed = (round) => benchProductsFeed(LINES, round);

/** A stock feed of `LINES` lines: one warehouse a line, `round` moves every stock. */
function stockFeed(round) {
  const warehouses = [89, 91, 93];
  const out = ['sku;warehouse;price;stock'];
  for (let i = 0; i < LINES; i++)
    out.push(`BENCH-${String(i).padStart(6, '0')};${warehouses[i % 3]};;${(i + round * 3) % 200}`);
  return `${out.join('\n')}\n`;
}

/** The shop's CPU seconds so far (user + system), from /proc: a figure the machine's other work does not inflate. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const rssMb = (pid) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

/** A look at the import, tried again when a busy shop closed the kept-alive connection under it. */
async function polled(url, init) {
  for (let attempt = 1; ; attempt++)
    try {
      return await fetch(url, init);
    } catch (err) {
      if (attempt === 5) throw err;
    }
}

/** Hands the feed to the shop and waits for its report; answers seconds, peak RSS, the report. */
async function importFeed(shop, handoff, kind, body) {
  const base = `${shop.base}/admin/api/imports`;
  const headers = { authorization: `Bearer ${handoff.token}` };
  let peak = rssMb(shop.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(shop.pid))), 100);
  const started = performance.now();
  const cpuBefore = cpuSeconds(shop.pid);
  const posted = await fetch(`${base}/${kind}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv' },
    body,
  });
  const { data: first } = await posted.json();
  if (posted.status !== 202) throw new Error(`import refused: ${JSON.stringify(first)}`);
  let report;
  for (;;) {
    const { data } = await (await polled(`${base}/${first.importId}`, { headers })).json();
    if (data.state !== 'queued' && data.state !== 'running') {
      report = data;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(shop.pid) - cpuBefore;
  clearInterval(sampler);
  if (report.state !== 'applied')
    throw new Error(`import ${report.state}: ${JSON.stringify(report.errors.slice(0, 3))}`);
  return { seconds, cpu, peak, report };
}

function categoryPages(ids) {
  const sorts = ['rank', 'price_asc', 'price_des', 'alf_asc', 'alf_des', 'promo'];
  const paths = ids.flatMap((id) =>
    sorts.flatMap((sort) =>
      [1, 2, 3].map(
        (page) =>
          `/ebsn/api/products?parent_category_id=${id}&page=${page}&sort=${sort}&page_size=24`,
      ),
    ),
  );
  let i = 0;
  return [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }];
}

/** Category pages at RATE/s while `work` runs (or for IDLE_SECONDS); answers p99 and errors. */
async function storefrontLoad(shop, ids, work) {
  const instance = autocannon({
    url: shop.base,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: work ? 3600 : IDLE_SECONDS,
    requests: categoryPages(ids),
  });
  const finished = new Promise((resolve) => instance.once('done', resolve));
  let outcome;
  if (work) {
    // A second of load first, so that the import starts into a loaded shop.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    outcome = await work();
    instance.stop();
  }
  const result = await finished;
  return {
    outcome,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The machine's other work: its one-minute load average (this machine has 2 cores). */
const loadNow = () => loadavg()[0].toFixed(1);

const server = process.env.BENCH_DATABASE_URL
  ? await serverDatabase(process.env.BENCH_DATABASE_URL, `bench_import_${process.pid}`)
  : undefined;
const dirs = temporaryShopDirs();
try {
  const shop = await startShop(dirs.dataDir, dirs.webDir, server?.url);
  console.log(
    `Shop on ${server ? 'PostgreSQL' : 'PGlite'} seeded and listening in ${(shop.startMs / 1000).toFixed(1)} s`,
  );
  // The embedded database's shop takes its handoff secret; a server's shop, a key made as a grocer makes one.
  const handoff = server
    ? { token: apiKeyOn(server.url) }
    : JSON.parse(readFileSync(`${path.resolve(dirs.dataDir)}.shop.json`, 'utf8'));
  const tree = (await (await fetch(`${shop.base}/ebsn/api/category?filtered=true&depth=3`)).json())
    .data.categories;
  const ids = [];
  const walk = (cs) => cs.forEach((c) => (ids.push(c.categoryId), walk(c.categories)));
  walk(tree);
  // Warm the shop's caches the way a running shop has them.
  await storefrontLoad(shop, ids);

  const rows = [];
  const run = async (label, kind, body, loaded) => {
    const before = rssMb(shop.pid);
    const idle = loaded ? await storefrontLoad(shop, ids) : null;
    const during = loaded
      ? await storefrontLoad(shop, ids, () => importFeed(shop, handoff, kind, body))
      : null;
    const { seconds, cpu, peak, report } = during
      ? during.outcome
      : await importFeed(shop, handoff, kind, body);
    rows.push({
      case: label,
      s: +seconds.toFixed(1),
      'CPU s': +cpu.toFixed(1),
      load: loadNow(),
      'RSS before MB': before,
      'RSS peak MB': peak,
      counts: `${report.created}+ ${report.updated}~ ${report.unchanged}=`,
      ...(idle && during
        ? {
            'p99 idle ms': idle.p99,
            'p99 during ms': during.p99,
            errors: idle.errors + during.errors,
          }
        : {}),
    });
  };
  console.log(`${LINES} lines a feed; storefront load ${RATE} category pages/s\n`);
  await run('products, new lines, idle shop', 'products', productsFeed(0), false);
  await run('products, every price moved, under load', 'products', productsFeed(1), true);
  await run('products, same file again, idle shop', 'products', productsFeed(1), false);
  await run('stock, idle shop', 'stock', stockFeed(0), false);
  await run('stock, every stock moved, under load', 'stock', stockFeed(1), true);
  console.table(rows);

  const verdict = (met) => (met ? 'met' : 'MISSED');
  const products = rows[1];
  const stock = rows[4];
  console.log(
    `products import: idle ${rows[0].s} s, under load ${products.s} s (goal ≤ 30 s): ${verdict(Math.max(rows[0].s, products.s) <= 30)}`,
  );
  console.log(
    `stock import: idle ${rows[3].s} s, under load ${stock.s} s (goal ≤ 5 s): ${verdict(Math.max(rows[3].s, stock.s) <= 5)}`,
  );
  for (const r of [products, stock])
    console.log(
      `${r.case}: p99 ${r['p99 during ms']} ms vs idle ${r['p99 idle ms']} ms (goal ≤ 2×): ${verdict(r['p99 during ms'] <= 2 * r['p99 idle ms'])}`,
    );
  const growth = Math.max(...rows.map((r) => r['RSS peak MB'] - r['RSS before MB']));
  console.log(
    `memory during an import: at most +${growth} MB (goal ≤ +100 MB): ${verdict(growth <= 100)}`,
  );
  await shop.stop();
} finally {
  await server?.drop();
  dirs.remove();
}

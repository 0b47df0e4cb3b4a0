// `npm run bench:orders`: the order history's reads on the embedded database (issue 11's
// goal: p99 ≤ 30 ms at 100 requests/s). bench/support/order-history.ts seeds a PGlite
// folder and gives the demo shopper 500 orders and one of 100 lines; then the shop
// starts on it and, evenly paced at 100 requests/s for BENCH_SECONDS (20) each, answers
// GET order/list?fetch_detail=true (a page of 12 with their lines) and GET order/view of
// the 100-line order. A session lookup (auth/test) first shows what the machine adds.
// BENCH_ONLY=list (or view) runs that case alone, after the baseline.
import { spawnSync } from 'node:child_process';
import { paced } from './paced.mjs';
import { startShop, temporaryShopDirs } from './shop.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const ONLY = process.env.BENCH_ONLY;
const RATE = 100;
const GOAL_P99_MS = 30;
const DEMO = { login: 'mario.rossi@esempio.it', password: 'Spesa2026!' };

const dirs = temporaryShopDirs();
try {
  const started = Date.now();
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/support/order-history.ts', dirs.dataDir],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (prepared.status !== 0) throw new Error('the order history could not be prepared');
  const { orders, bigOrderId, bigLines } = JSON.parse(prepared.stdout.trim().split('\n').at(-1));
  console.log(
    `${orders} orders and one of ${bigLines} lines prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const shop = await startShop(dirs.dataDir, dirs.webDir);
  try {
    const res = await fetch(`${shop.base}/ebsn/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(DEMO).toString(),
    });
    const session = res.headers.get('x-ebsn-session');
    if (!res.ok || !session) throw new Error(`login failed: ${res.status}`);
    const headers = { cookie: `ebsn_session=${session}` };
    const cases = [
      ['baseline', 'GET auth/test (baseline: a session lookup)', '/ebsn/api/auth/test'],
      [
        'list',
        'GET order/list, fetch_detail, page of 12',
        '/ebsn/api/order/list?page=1&page_size=12&fetch_detail=true',
      ],
      ['view', `GET order/view, ${bigLines} lines`, `/ebsn/api/order/view?order_id=${bigOrderId}`],
    ].filter(([key]) => !ONLY || key === 'baseline' || key === ONLY);
    const rows = [];
    for (const [, label, path] of cases) {
      // One at a time first: what one request costs, before any queue.
      const times = [];
      for (let i = 0; i < 20; i += 1) {
        const began = performance.now();
        await (await fetch(`${shop.base}${path}`, { headers })).arrayBuffer();
        times.push(performance.now() - began);
      }
      times.sort((a, b) => a - b);
      const alone = Math.round(times[10] * 10) / 10;
      const result = await paced({
        base: shop.base,
        rate: RATE,
        seconds: DURATION,
        requests: [{ method: 'GET', path, headers }],
      });
      rows.push({
        case: label,
        'alone p50': alone,
        'req/s': result.rps,
        p50: result.p50,
        p99: result.p99,
        errors: result.errors,
      });
    }
    console.table(rows);
    const worst = Math.max(...rows.slice(1).map((r) => r.p99));
    console.log(
      `Goal p99 ≤ ${GOAL_P99_MS} ms at ${RATE} requests/s: ${worst <= GOAL_P99_MS ? 'met' : 'MISSED'} (worst ${worst} ms)`,
    );
  } finally {
    await shop.stop();
  }
} finally {
  dirs.remove();
}

// `npm run bench:cart`: load test of the cart on the embedded database.
//
// Starts the seeded shop, logs in the demo shopper, chooses the store counter and
// a timeslot, fills the cart with 100 lines, then drives GET cart/view (flat, and
// with show_sectors=true as the web's drawer asks) and POST cart/update (one line,
// its quantity going 1 ↔ 2, show_sectors=true) at 100 requests/s for
// BENCH_SECONDS (20) each, twice: evenly paced (bench/paced.mjs: a request every
// 10 ms, timed from when it was due) and with autocannon (10 connections, its
// rate limit sending each second's requests in one burst). A session lookup
// (auth/test) first shows what the machine itself adds. Prints p50, p99 and
// errors of both; the goal is p99 ≤ 40 ms.
// BENCH_DATABASE_URL=postgres://… runs the same on a fresh database of that server.
import autocannon from 'autocannon';
import { paced } from './paced.mjs';
import { serverDatabase, startShop, temporaryShopDirs } from './shop.mjs';
import { chooseDelivery, client, simplePieces } from './shopper.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = 100;
const CONNECTIONS = 10;
const LINES = 100;
const GOAL_P99_MS = 40;
const DEMO = { login: 'mario.rossi@esempio.it', password: 'Spesa2026!' };

/** A shopper's calls: the session cookie on every request, envelopes checked. */
async function logIn(base) {
  const res = await fetch(`${base}/ebsn/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(DEMO).toString(),
  });
  const session = res.headers.get('x-ebsn-session');
  if (!res.ok || !session) throw new Error(`login failed: ${res.status}`);
  return session;
}

async function drive(base, session, label, requests) {
  const cookie = { cookie: `ebsn_session=${session}` };
  const even = await paced({
    base,
    rate: RATE,
    seconds: DURATION,
    requests: requests.map((r) => ({ ...r, headers: { ...cookie, ...r.headers } })),
  });
  let i = 0;
  const burst = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    overallRate: RATE,
    headers: cookie,
    requests: [{ setupRequest: (req) => ({ ...req, ...requests[i++ % requests.length] }) }],
  });
  return {
    case: label,
    'paced req/s': even.rps,
    'paced p50': even.p50,
    'paced p99': even.p99,
    'bursts p50': burst.latency.p50,
    'bursts p99': burst.latency.p99,
    errors: even.errors + burst.errors + burst.timeouts + burst.non2xx,
  };
}

const server = process.env.BENCH_DATABASE_URL
  ? await serverDatabase(process.env.BENCH_DATABASE_URL, `bench_cart_${process.pid}`)
  : undefined;
const dirs = temporaryShopDirs();
try {
  const shop = await startShop(dirs.dataDir, dirs.webDir, server?.url);
  console.log(`Shop seeded and listening in ${(shop.startMs / 1000).toFixed(1)} s`);
  const session = await logIn(shop.base);
  const shopper = client(shop.base, session);
  await chooseDelivery(shopper);
  await shopper.post('/ebsn/api/cart/empty');
  const ids = await simplePieces(shopper, LINES, 5);
  const { data: cart } = await shopper.post('/ebsn/api/cart/add', {
    items: ids.map((productId) => ({ productId, quantity: 1 })),
  });
  const line = cart.cartItems[0];
  const bytes = JSON.stringify(cart).length;
  console.log(
    `Cart of ${cart.cartItems.length} lines, ${cart.totalPrice.toFixed(2)} €, view ${bytes} bytes; ${DURATION} s per case\n`,
  );

  const rows = [
    await drive(shop.base, session, 'GET auth/test (baseline: a session lookup)', [
      { method: 'GET', path: '/ebsn/api/auth/test' },
    ]),
    await drive(shop.base, session, 'GET cart/view, 100 lines', [
      { method: 'GET', path: '/ebsn/api/cart/view' },
    ]),
    await drive(shop.base, session, 'GET cart/view, 100 lines, sectors', [
      { method: 'GET', path: '/ebsn/api/cart/view?show_sectors=true' },
    ]),
    await drive(
      shop.base,
      session,
      'POST cart/update, one line of 100, sectors',
      [2, 1].map((quantity) => ({
        method: 'POST',
        path: '/ebsn/api/cart/update?show_sectors=true',
        headers: { cookie: `ebsn_session=${session}`, 'content-type': 'application/json' },
        body: JSON.stringify({ items: [{ itemId: line.itemId, quantity }] }),
      })),
    ),
  ];
  console.table(rows);
  for (const [label, column] of [
    ['evenly paced', 'paced p99'],
    ['autocannon bursts', 'bursts p99'],
  ]) {
    const worst = Math.max(...rows.slice(1).map((r) => r[column]));
    console.log(
      `p99 at ${RATE}/s, ${label}: worst ${worst} ms (goal ≤ ${GOAL_P99_MS} ms): ${worst <= GOAL_P99_MS ? 'met' : 'MISSED'}`,
    );
  }
  // Answers still on their way when the last case ended would meet a closing database.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await shop.stop();
} finally {
  dirs.remove();
  await server?.drop();
}

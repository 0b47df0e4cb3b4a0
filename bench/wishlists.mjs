// `npm run bench:wishlists`: load test of the lists on the embedded database (issue 33).
//
// Starts the seeded shop, logs in the demo shopper, chooses the store counter and
// a timeslot, and makes two lists: 200 products of the catalogue, and 100 pieces
// that can all go into the cart. Then:
// - GET wishlist/view of the 200-item list with calculate_stock=true (and with
//   show_sectors=true as the list's page asks) at 100 requests/s for
//   BENCH_SECONDS (20), evenly paced (bench/paced.mjs) and with autocannon bursts
//   (10 connections); goal p99 ≤ 30 ms;
// - POST cart/add-all-from-wishlist of the 100-item list into an emptied cart,
//   BENCH_ROUNDS (20) times one after the other; goal ≤ 150 ms.
// BENCH_DATABASE_URL=postgres://… runs the same on a fresh database of that server.
import autocannon from 'autocannon';
import { paced } from './paced.mjs';
import { serverDatabase, startShop, temporaryShopDirs } from './shop.mjs';
import { chooseDelivery, client, simplePieces } from './shopper.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const RATE = 100;
const CONNECTIONS = 10;
const VIEW_ITEMS = 200;
const ADD_ALL_ITEMS = 100;
const GOAL_VIEW_P99_MS = 30;
const GOAL_ADD_ALL_MS = 150;
const DEMO = { login: 'mario.rossi@esempio.it', password: 'Spesa2026!' };

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

/** A new list holding `productIds`, added 100 at a time; answers its id. */
async function listOf(shopper, name, productIds) {
  const { data: list } = await shopper.post(
    `/ebsn/api/wishlist/insert?name=${encodeURIComponent(name)}`,
  );
  for (let from = 0; from < productIds.length; from += 100)
    await shopper.post('/ebsn/api/wishlist/add_prod', {
      wishlistId: list.listId,
      items: productIds.slice(from, from + 100).map((productId) => ({ productId })),
    });
  return list.listId;
}

/** The first products of the catalogue's listing, whatever their kind. */
async function anyProducts(shopper, count) {
  const ids = [];
  for (let page = 1; ids.length < count; page += 1) {
    const { products } = await shopper.get(`/ebsn/api/products?page=${page}&page_size=100`);
    if (products.length === 0) break;
    ids.push(...products.map((p) => p.productId));
  }
  return ids.slice(0, count);
}

async function drive(base, session, label, path) {
  const cookie = { cookie: `ebsn_session=${session}` };
  const even = await paced({
    base,
    rate: RATE,
    seconds: DURATION,
    requests: [{ method: 'GET', path, headers: cookie }],
  });
  const burst = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    overallRate: RATE,
    headers: cookie,
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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

const server = process.env.BENCH_DATABASE_URL
  ? await serverDatabase(process.env.BENCH_DATABASE_URL, `bench_lists_${process.pid}`)
  : undefined;
const dirs = temporaryShopDirs();
try {
  const shop = await startShop(dirs.dataDir, dirs.webDir, server?.url);
  console.log(`Shop seeded and listening in ${(shop.startMs / 1000).toFixed(1)} s`);
  const session = await logIn(shop.base);
  const shopper = client(shop.base, session);
  await chooseDelivery(shopper);
  const viewed = await listOf(shopper, 'duecento', await anyProducts(shopper, VIEW_ITEMS));
  const pieces = await listOf(
    shopper,
    'cento pezzi',
    await simplePieces(shopper, ADD_ALL_ITEMS, 50),
  );
  const { data: list } = await shopper.get(
    `/ebsn/api/wishlist/view?list_id=${viewed}&calculate_stock=true&show_sectors=true`,
  );
  console.log(
    `List of ${list.wishlistItems.length} items in ${list.sectors.length} sectors, ` +
      `${JSON.stringify(list).length} bytes; ${DURATION} s per case\n`,
  );

  // One request at a time first: what a view costs the server alone, before any queueing.
  const alone = [];
  for (let i = 0; i < 100; i += 1) {
    const started = performance.now();
    await shopper.get(`/ebsn/api/wishlist/view?list_id=${viewed}&calculate_stock=true`);
    alone.push(performance.now() - started);
  }
  alone.sort((a, b) => a - b);
  console.log(
    `wishlist/view one at a time: p50 ${percentile(alone, 0.5).toFixed(1)} ms, p99 ${percentile(alone, 0.99).toFixed(1)} ms\n`,
  );

  const rows = [
    await drive(
      shop.base,
      session,
      'GET auth/test (baseline: a session lookup)',
      '/ebsn/api/auth/test',
    ),
    await drive(
      shop.base,
      session,
      `GET wishlist/view, ${VIEW_ITEMS} items, calculate_stock`,
      `/ebsn/api/wishlist/view?list_id=${viewed}&calculate_stock=true`,
    ),
    await drive(
      shop.base,
      session,
      `GET wishlist/view, ${VIEW_ITEMS} items, calculate_stock, sectors`,
      `/ebsn/api/wishlist/view?list_id=${viewed}&calculate_stock=true&show_sectors=true`,
    ),
  ];
  console.table(rows);
  for (const [label, column] of [
    ['evenly paced', 'paced p99'],
    ['autocannon bursts', 'bursts p99'],
  ]) {
    const worst = Math.max(...rows.slice(1).map((r) => r[column]));
    console.log(
      `wishlist/view p99 at ${RATE}/s, ${label}: worst ${worst} ms (goal ≤ ${GOAL_VIEW_P99_MS} ms): ${worst <= GOAL_VIEW_P99_MS ? 'met' : 'MISSED'}`,
    );
  }

  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    await shopper.post('/ebsn/api/cart/empty');
    const started = performance.now();
    const { data: cart } = await shopper.post(
      `/ebsn/api/cart/add-all-from-wishlist?list_id=${pieces}`,
    );
    times.push(performance.now() - started);
    if (cart.cartItems.length !== ADD_ALL_ITEMS)
      throw new Error(`add-all put ${cart.cartItems.length} of ${ADD_ALL_ITEMS} lines in the cart`);
  }
  times.sort((a, b) => a - b);
  const worst = times.at(-1);
  console.log(
    `\ncart/add-all-from-wishlist, ${ADD_ALL_ITEMS} items, ${ROUNDS} rounds: ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p90 ${percentile(times, 0.9).toFixed(1)} ms, ` +
      `worst ${worst.toFixed(1)} ms (goal ≤ ${GOAL_ADD_ALL_MS} ms): ${percentile(times, 0.9) <= GOAL_ADD_ALL_MS ? 'met' : 'MISSED'}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await shop.stop();
} finally {
  dirs.remove();
  await server?.drop();
}

// `npm run bench:checkout`: load test of the checkout on PostgreSQL (issue 10's goal:
// prepare + buy with the test acquirer's authorisation of a 30-line cart, p99 ≤ 150 ms
// at 20 checkouts/s, and how many checkouts/s one process sustains).
//
// Starts the seeded shop on a fresh database of the PostgreSQL server of
// BENCH_DATABASE_URL (default: the machine's, postgres://postgres@127.0.0.1:5432/postgres),
// writes shoppers and their sessions straight to it (logging hundreds in would time
// argon2, not the checkout), and gives each, through the API, the store counter, a
// slot, a 30-line cart and a kept card (one shopper pays once on the acquirer's
// page with «Ricorda questa carta»; every shopper is given that card's token).
// One checkout: POST checkout/prepare, then POST checkout/buy with the kept card,
// which the acquirer authorises within the call — the card page is a human's step,
// not the server's. Timed whole, from the moment it was due.
// Phase 1: evenly paced at 20 checkouts/s for BENCH_SECONDS (15). Phase 2: 8
// shoppers checking out back to back for BENCH_SECONDS: the sustained rate.
import pg from 'pg';
import { serverDatabase, startShop, temporaryShopDirs } from './shop.mjs';
import { chooseDelivery, client, createShoppers, simplePieces } from './shopper.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE = 20;
const WORKERS = 8;
const LINES = 30;
const GOAL_P99_MS = 150;
const SETUP_CONCURRENCY = 6;
const SUCCESS_CARD = '4242 4242 4242 4242';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (ms) => Math.round(ms * 10) / 10;

/** Every shopper keeps the card behind `cardToken`; answers their user_payment_auth_id by user id. */
async function giveKeptCard(databaseUrl, shoppers, cardToken) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `insert into user_payment_auths (user_id, payment_type_id, provider, provider_token, card_brand, card_last4, exp_month, exp_year)
     select unnest($1::int[]), 12, 'test-acquirer', $2, 'VISA', '4242', 12, 2034
     returning user_id, user_payment_auth_id`,
    [shoppers.map((s) => s.userId), cardToken],
  );
  await db.end();
  return new Map(rows.map((r) => [r.user_id, r.user_payment_auth_id]));
}

/** The token of the card a shopper kept on the acquirer's page. */
async function keptCardToken(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    `select provider_token from user_payment_auths order by user_payment_auth_id limit 1`,
  );
  await db.end();
  if (!rows[0]) throw new Error('no card was kept');
  return rows[0].provider_token;
}

/** The store counter, a slot and the lines. */
async function fillCart(shopper, productIds) {
  await chooseDelivery(shopper);
  await shopper.post('/ebsn/api/cart/add', {
    items: productIds.map((productId) => ({ productId, quantity: 1 })),
  });
}

async function prepareShoppers(base, accounts, productIds) {
  const shoppers = accounts.map(({ token }) => client(base, token));
  let next = 0;
  await Promise.all(
    Array.from({ length: SETUP_CONCURRENCY }, async () => {
      while (next < shoppers.length) await fillCart(shoppers[next++], productIds);
    }),
  );
  return shoppers;
}

const pathOf = (url) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The shopper pays once on the acquirer's page and keeps the card. */
async function keepCard(base, shopper) {
  await shopper.post('/ebsn/api/checkout/prepare');
  const saveCard = encodeURIComponent(JSON.stringify({ save_card: true }));
  const { paymentUrl } = await shopper.post(
    `/ebsn/api/checkout/buy?payment_type_id=12&payment_data=${saveCard}`,
  );
  const card = await fetch(`${base}${pathOf(paymentUrl)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      number: SUCCESS_CARD,
      expiry: '12/34',
      cvc: '123',
      holder: 'Cliente Bench',
      remember: 'on',
    }).toString(),
  });
  if (card.status !== 303) throw new Error(`card form: ${card.status}`);
  await fetch(`${base}${pathOf(card.headers.get('location'))}`, {
    redirect: 'manual',
    headers: { cookie: shopper.cookie },
  });
}

/** One checkout: prepare, then buy with the kept card; throws unless the card was authorised. */
async function checkout(shopper) {
  await shopper.post('/ebsn/api/checkout/prepare');
  const { order } = await shopper.post(
    `/ebsn/api/checkout/buy?payment_type_id=12&user_payment_auth_id=${shopper.authId}`,
  );
  if (order.paymentState !== 'authorized')
    throw new Error(`order ${order.orderId}: ${order.paymentState}`);
}

async function pacedPhase(base, shoppers) {
  const interval = 1000 / RATE;
  const latencies = [];
  let errors = 0;
  const inFlight = [];
  const start = performance.now();
  for (let i = 0; i < shoppers.length; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(
      checkout(shoppers[i]).then(
        () => latencies.push(performance.now() - due),
        (err) => {
          errors += 1;
          if (errors <= 3) console.error(String(err));
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    phase: `paced, ${RATE} checkouts/s`,
    checkouts: latencies.length,
    'per s': round(latencies.length / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    errors,
  };
}

async function sustainedPhase(base, shoppers) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline && next < shoppers.length) {
        const began = performance.now();
        try {
          await checkout(shoppers[next++]);
          latencies.push(performance.now() - began);
        } catch (err) {
          errors += 1;
          if (errors <= 3) console.error(String(err));
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    phase: `${WORKERS} shoppers back to back`,
    checkouts: latencies.length,
    'per s': round(latencies.length / elapsed),
    p50: round(percentile(latencies, 0.5)),
    p99: round(percentile(latencies, 0.99)),
    errors,
  };
}

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const server = await serverDatabase(serverUrl, `bench_checkout_${process.pid}`);
const dirs = temporaryShopDirs();
const shop = await startShop(dirs.dataDir, dirs.webDir, server.url);
try {
  console.log(`Shop seeded and listening in ${(shop.startMs / 1000).toFixed(1)} s`);
  const pacedCount = RATE * SECONDS;
  const sustainedCount = Math.max(200, RATE * SECONDS);
  const accounts = await createShoppers(server.url, pacedCount + sustainedCount + 1);
  const productIds = await simplePieces(client(shop.base, accounts[0].token), LINES);
  const setupStart = performance.now();
  const [first, ...shoppers] = await prepareShoppers(shop.base, accounts, productIds);
  await keepCard(shop.base, first);
  const authIds = await giveKeptCard(
    server.url,
    accounts.slice(1),
    await keptCardToken(server.url),
  );
  shoppers.forEach((shopper, i) => (shopper.authId = authIds.get(accounts[i + 1].userId)));
  console.log(
    `${shoppers.length} shoppers with a ${LINES}-line cart in ${((performance.now() - setupStart) / 1000).toFixed(1)} s\n`,
  );
  const rows = [
    await pacedPhase(shop.base, shoppers.slice(0, pacedCount)),
    await sustainedPhase(shop.base, shoppers.slice(pacedCount)),
  ];
  console.table(rows);
  const p99 = rows[0].p99;
  console.log(
    `Goal p99 ≤ ${GOAL_P99_MS} ms at ${RATE} checkouts/s (prepare + buy with the acquirer's authorisation): ${p99 <= GOAL_P99_MS && rows[0].errors === 0 ? 'met' : 'MISSED'} (${p99} ms); one process sustains ${rows[1]['per s']} checkouts/s`,
  );
} finally {
  await shop.stop();
  await server.drop();
  dirs.remove?.();
}

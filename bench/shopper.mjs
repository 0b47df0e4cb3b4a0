// A shopper's calls for the benchmarks' set-up: the session cookie on every
// request, envelopes checked, and the steps every benchmark takes to a cart.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/** `get`/`post` that answer the envelope's data and throw on any refusal. */
export function client(base, session) {
  const cookie = `ebsn_session=${session}`;
  const call = async (method, url, payload) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    const envelope = await res.json();
    if (!res.ok || envelope.response.status !== 0)
      throw new Error(
        `${method} ${url}: ${res.status} ${JSON.stringify(envelope.response.errors)}`,
      );
    return envelope.data;
  };
  return {
    cookie,
    get: (url) => call('GET', url),
    post: (url, payload) => call('POST', url, payload),
  };
}

/** The store counter and the first open slot that still takes the cart; answers the cart. */
export async function chooseDelivery(shopper) {
  const { data: cart } = await shopper.get('/ebsn/api/cart/view');
  await shopper.post('/ebsn/api/cart/set-address', {
    type: 'drive',
    id: cart.shippingAddress.addressId,
  });
  const { days } = await shopper.get('/ebsn/api/timeslot/list');
  for (const day of days)
    for (const slot of day.timeslots.filter((s) => s.active === 1 && s.status !== 'full'))
      try {
        return await shopper.post('/ebsn/api/cart/set-timeslot', {
          date: day.dateIso,
          id: slot.timeslotId,
        });
      } catch {
        // Taken meanwhile: the next one.
      }
  throw new Error('no timeslot left');
}

/**
 * Pieces sold one by one, without options or class limits, with at least
 * `minAvailable` in stock: one of each is a legal line. noDailyMax: only those
 * a shopper may buy any number of times a day.
 */
export async function simplePieces(shopper, count, minAvailable = 0, { noDailyMax = false } = {}) {
  const picked = [];
  for (let page = 1; picked.length < count; page += 1) {
    const { products } = await shopper.get(`/ebsn/api/products?page=${page}&page_size=100`);
    if (products.length === 0) throw new Error(`only ${picked.length} simple pieces found`);
    for (const p of products) {
      const infos = p.productInfos;
      if (
        infos.TIPOLOGIA === 'Pezzo' &&
        (infos.QTY_MULT ?? '1') === '1' &&
        p.minAcq <= 1 &&
        p.available >= minAvailable &&
        p.selectOptions.length === 0 &&
        p.productClasses.length === 0 &&
        !(noDailyMax && infos.MAXACQ)
      )
        picked.push(p.productId);
    }
  }
  return picked.slice(0, count);
}

/** Shoppers with live sessions, written to the database; answers their session tokens. */
export async function createShoppers(databaseUrl, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [{ brand_id: brandId }] = (
    await db.query(`select brand_id from brands order by is_default desc, brand_id limit 1`)
  ).rows.filter(Boolean);
  const shoppers = [];
  for (let i = 0; i < count; i += 1) {
    const login = `bench-${process.pid}-${i}@esempio.it`;
    const {
      rows: [user],
    } = await db.query(
      `insert into users (brand_id, login, email, password_hash, first_name, last_name)
       values ($1, $2, $2, 'not-a-hash', 'Cliente', 'Bench') returning user_id`,
      [brandId, login],
    );
    const token = randomBytes(32).toString('base64url');
    await db.query(
      `insert into sessions (session_hash, user_id, brand_id, remember, expires_at)
       values ($1, $2, $3, true, now() + interval '2 hours')`,
      [createHash('sha256').update(token).digest('hex'), user.user_id, brandId],
    );
    shoppers.push({ token, userId: user.user_id });
  }
  // Enough stock and slot places for hundreds of orders: the bench measures checkout, not sell-outs.
  await db.query(`update warehouse_products set available = greatest(available, 100000)`);
  await db.query(`update timeslots set capacity = greatest(capacity, 10000)`);
  await db.query(`update timeslot_days set capacity = greatest(capacity, 10000)`);
  await db.end();
  return shoppers;
}

// A shopper's calls for the benchmarks' set-up: the session cookie on every
// request, envelopes checked, and the steps every benchmark takes to a cart.

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
 * `minAvailable` in stock: one of each is a legal line.
 */
export async function simplePieces(shopper, count, minAvailable = 0) {
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
        p.productClasses.length === 0
      )
        picked.push(p.productId);
    }
  }
  return picked.slice(0, count);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  addDays,
  shopDayOf,
  type ChangeLog,
  type StaffOffer,
  type StaffOfferEnd,
  type StaffOfferList,
} from '@spesa/domain';
import { products } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { newShoppers, type Cookies } from '../../test/shoppers';
import { MANAGER, PICKER, staffLogin } from '../../test/staff-support';
import { csv, ean, line, searchShop, sendFeed } from '../../test/feed-support';
import { createApiKey } from '../api-keys';

/*
 * The manager's «Offerte» (decision 055), on PGlite and on PostgreSQL: the
 * offers feed's offers by hand, priced by the cart's one pricing rule, one
 * offer a shelf at a time, every change recorded under the manager's name.
 */

let t: TestApp;
let picker: Cookies;
let manager: Cookies;
let shopper: Cookies;
let orzetto: number;
let farro: number;
const today = shopDayOf(new Date());
const day = (n: number) => addDays(today, n);
/** On PostgreSQL a change is heard a moment later (LISTEN), as by every other process. */
const SOON = { timeout: 2000, interval: 50 };

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  picker = await staffLogin(t, PICKER);
  manager = await staffLogin(t, MANAGER);
  shopper = (await newShoppers(t, 1, 'offers-console'))[0]!;
  const key = (await createApiKey(t.database.db, 'erp-offers-console'))!.key;
  const { answer } = await sendFeed(
    t,
    key,
    'products',
    csv(
      line(),
      line({ sku: 'T-2', ean: ean(2), name: 'Zuppa Farro Garfagnana 500 g', price: '3,00' }),
    ),
  );
  expect(answer.state).toBe('applied');
  const ids = await t.database.db
    .select({ sku: products.sku, productId: products.productId })
    .from(products)
    .where(inArray(products.sku, ['T-1', 'T-2']));
  orzetto = ids.find((p) => p.sku === 'T-1')!.productId;
  farro = ids.find((p) => p.sku === 'T-2')!.productId;
});
afterAll(() => t.close());

const call = (cookies: Cookies | null, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    ...(cookies ? { cookies } : {}),
  });

const form = (over: Record<string, unknown> = {}) => ({
  type: 'multibuy',
  value: '3x2',
  start: today,
  end: day(10),
  warehouse: null,
  productIds: [orzetto],
  ...over,
});

const save = async (payload: Record<string, unknown>, id?: string) =>
  body(await call(manager, `/ebsn/api/staff/offers${id ? `/${id}` : ''}`, payload));

const list = async (query = '') =>
  body(await call(manager, `/ebsn/api/staff/offers${query}`)).data as unknown as StaffOfferList;

const shown = async (q: string) => (await searchShop(t, q))[0]!;

describe('who may use «Offerte»', () => {
  const calls: [string, Record<string, unknown>?][] = [
    ['/ebsn/api/staff/offers'],
    ['/ebsn/api/staff/offers', {}],
    ['/ebsn/api/staff/offers/OFF-1', {}],
    ['/ebsn/api/staff/offers/OFF-1/end', {}],
  ];

  it('refuses a picker with 403 and the Italian reason, a shopper with 403, nobody with 401', async () => {
    for (const [url, payload] of calls) {
      const res = await call(picker, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(body(res).response.errors[0]).toMatchObject({
        code: 'staff.manager_only',
        error: 'Solo il responsabile del negozio può modificare prodotti e offerte.',
      });
      expect((await call(shopper, url, payload)).statusCode, url).toBe(403);
      expect((await call(null, url, payload)).statusCode, url).toBe(401);
    }
  });
});

describe('an offer made, changed and ended from the console', () => {
  let made: StaffOffer;

  it('creates a 3x2 that the shelf shows at once, in every process', async () => {
    const answer = await save(form());
    expect(answer.response.status).toBe(0);
    made = answer.data as unknown as StaffOffer;
    expect(made).toMatchObject({
      type: 'multibuy',
      value: '3x2',
      start: today,
      end: day(10),
      warehouse: null,
      state: 'current',
      products: [{ productId: orzetto, name: 'Zuppa Orzetto Valtellina 500 g', sku: 'T-1' }],
    });
    await expect
      .poll(async () => (await shown('orzetto')).warehousePromo, SOON)
      .toMatchObject({ promoType: 'bundle', view: { header: '3x2', body: 'Prendi 3, paghi 2' } });
  });

  it('lists it among the current offers, not the future or ended ones', async () => {
    const current = await list('?state=current');
    expect(current.offers.map((o) => o.offerId)).toContain(made.offerId);
    expect(current.warehouses.map((w) => w.warehouseId)).toEqual(
      expect.arrayContaining([89, 91, 93]),
    );
    expect((await list('?state=future')).offers.map((o) => o.offerId)).not.toContain(made.offerId);
    expect((await list('?state=ended')).offers.map((o) => o.offerId)).not.toContain(made.offerId);
  });

  it('refuses an overlapping offer on one product, naming the other offer and its days', async () => {
    const answer = await save(
      form({
        type: 'percent',
        value: '20',
        start: day(5),
        end: day(12),
        productIds: [farro, orzetto],
      }),
    );
    expect(answer.response.status).toBe(1);
    expect(answer.response.errors[0]).toMatchObject({
      code: 'offers.overlap',
      field: 'start',
      error: `Dal: «Zuppa Orzetto Valtellina 500 g» ha già l'offerta ${made.offerId} dal ${today
        .split('-')
        .reverse()
        .join(
          '/',
        )} al ${day(10).split('-').reverse().join('/')} in tutti i magazzini: un prodotto ha una sola offerta alla volta.`,
    });
    expect((await shown('farro garfagnana')).warehousePromo).toBeNull();
  });

  it('changes it to a percent on two products in warehouse 89, its first day kept', async () => {
    const answer = await save(
      form({ type: 'percent', value: '20', warehouse: 89, productIds: [orzetto, farro] }),
      made.offerId,
    );
    expect(answer.response.status).toBe(0);
    expect(answer.data).toMatchObject({
      offerId: made.offerId,
      type: 'percent',
      value: '20',
      warehouse: 89,
      products: [{ productId: farro }, { productId: orzetto }],
    });
    await expect.poll(async () => (await shown('farro garfagnana')).priceDisplay, SOON).toBe(2.4);
    expect(await shown('orzetto')).toMatchObject({
      priceDisplay: 1.99,
      priceStandardDisplay: 2.49,
      warehousePromo: { view: { header: '-20%' } },
    });
  });

  it('records each product’s change under the manager’s name, before and after', async () => {
    const log = body(await call(manager, `/ebsn/api/staff/changes?product_id=${farro}`))
      .data as unknown as ChangeLog;
    expect(log.changes[0]).toMatchObject({
      actorKind: 'staff',
      actorName: `${MANAGER.firstName} ${MANAGER.lastName}`,
      subject: 'offer',
      subjectId: `${made.offerId}:${farro}`,
      productId: farro,
      what: 'Offerta modificata',
      before: null,
      after: { tipo: 'Sconto in percentuale', valore: '20', magazzino: 89 },
    });
    const mine = body(await call(manager, `/ebsn/api/staff/changes?product_id=${orzetto}`))
      .data as unknown as ChangeLog;
    expect(mine.changes.slice(0, 2)).toMatchObject([
      {
        what: 'Offerta modificata',
        before: { tipo: 'Prendi X paghi Y', valore: '3x2', magazzino: 'tutti' },
        after: { tipo: 'Sconto in percentuale', valore: '20', magazzino: 89 },
      },
      { what: 'Offerta creata', before: null, after: { valore: '3x2' } },
    ]);
  });

  it('withdraws an offer that started today when ended: the shelves go back at once', async () => {
    const answer = body(await call(manager, `/ebsn/api/staff/offers/${made.offerId}/end`, {}));
    expect(answer.data as unknown as StaffOfferEnd).toEqual({ withdrawn: true, offer: null });
    await expect.poll(async () => (await shown('orzetto')).warehousePromo, SOON).toBeNull();
    expect((await shown('orzetto')).priceDisplay).toBe(2.49);
    const log = body(await call(manager, `/ebsn/api/staff/changes?product_id=${orzetto}`))
      .data as unknown as ChangeLog;
    expect(log.changes[0]).toMatchObject({ what: 'Offerta ritirata', after: null });
    const again = body(await call(manager, `/ebsn/api/staff/offers/${made.offerId}/end`, {}));
    expect(again.response.errors[0]).toMatchObject({ code: 'offers.not_found' });
  });

  it('ends a running offer that began before today: its last day becomes yesterday', async () => {
    // A feed's offer that began last week: the console ends it as its own.
    const key = (await createApiKey(t.database.db, 'erp-ended'))!.key;
    const sent = await sendFeed(
      t,
      key,
      'offers',
      `offer_id;sku;type;value;start;end;warehouse\nNAT-9;T-2;special_price;2,50;${day(-7)};${day(7)};*\n`,
    );
    expect(sent.answer.state).toBe('applied');
    const answer = body(await call(manager, '/ebsn/api/staff/offers/NAT-9/end', {}))
      .data as unknown as StaffOfferEnd;
    expect(answer).toMatchObject({
      withdrawn: false,
      offer: { offerId: 'NAT-9', end: day(-1), state: 'ended' },
    });
    expect((await list('?state=ended')).offers.map((o) => o.offerId)).toContain('NAT-9');
    const log = body(await call(manager, `/ebsn/api/staff/changes?product_id=${farro}`))
      .data as unknown as ChangeLog;
    expect(log.changes[0]).toMatchObject({
      subjectId: 'NAT-9',
      what: 'Offerta terminata',
      before: { al: day(7).split('-').reverse().join('/') },
      after: { al: day(-1).split('-').reverse().join('/') },
    });
    const refused = await save(form({ productIds: [farro] }), 'NAT-9');
    expect(refused.response.errors[0]).toMatchObject({ code: 'offers.ended', field: 'offerId' });
  });
});

describe('every refusal names its field in Italian', () => {
  it.each([
    [{ type: 'regalo' }, 'type', 'Tipo: '],
    [{ type: 'percent', value: '95' }, 'value', 'Valore: '],
    [{ value: '2x3' }, 'value', 'Valore: '],
    [{ start: 'domani' }, 'start', 'Dal: data domani non valida'],
    [{ start: '2001-01-01', end: '2001-01-02' }, 'start', 'Dal: '],
    [{ end: addDays(shopDayOf(new Date()), -1) }, 'end', 'Al: '],
    [{ warehouse: 12 }, 'warehouse', 'Magazzino: '],
    [{ productIds: [] }, 'productIds', 'Prodotti: scegli almeno un prodotto.'],
    [{ productIds: [999999] }, 'productIds', 'Prodotti: il prodotto 999999 non è nel catalogo.'],
    [
      { type: 'special_price', value: '9,99' },
      'value',
      'Valore: il prezzo speciale non è inferiore al prezzo di «Zuppa Orzetto Valtellina 500 g»',
    ],
  ])('%j → %s', async (over, field, message) => {
    const answer = await save(form(over));
    expect(answer.response.status).toBe(1);
    expect(answer.response.errors[0]!.field).toBe(field);
    expect(answer.response.errors[0]!.error?.startsWith(message)).toBe(true);
  });

  it('answers 404 for an offer that does not exist, 400 for an id that cannot be one', async () => {
    expect((await call(manager, '/ebsn/api/staff/offers/NESSUNA', form())).statusCode).toBe(404);
    expect((await call(manager, '/ebsn/api/staff/offers/a%20b/end', {})).statusCode).toBe(400);
  });

  it('writes nothing for a refused offer', async () => {
    const before = await list();
    await save(form({ type: 'percent', value: '95' }));
    expect((await list()).total).toBe(before.total);
    const held = await t.database.db.select().from(products).where(eq(products.sku, 'T-1'));
    expect(held).toHaveLength(1);
  });
});

describe('pages', () => {
  it('answers 20 offers a page, with the total', async () => {
    for (let i = 0; i < 21; i++)
      expect(
        (await save(form({ start: day(20 + i), end: day(20 + i), productIds: [farro] }))).response
          .status,
      ).toBe(0);
    const first = await list('?state=future');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 21 });
    expect(first.offers).toHaveLength(20);
    expect((await list('?state=future&page=2')).offers).toHaveLength(1);
  });
});

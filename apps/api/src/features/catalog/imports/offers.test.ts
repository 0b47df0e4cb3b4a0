import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { nextDay, shopDayOf, shopDayStart } from '@spesa/domain';
import { offers } from '../../../db/schema';
import { build, type TestApp } from '../../../test/helper';
import { createApiKey } from '../../api-keys';
import { csv, ean, line, problemTexts, searchShop, sendFeed } from '../../../test/feed-support';
import { switchOffers } from './offers-job';

/*
 * The offers feed (docs/rules/feeds.md Offers), on PGlite and on PostgreSQL:
 * dated offers priced by the cart's one pricing rule while they run, and
 * nothing else.
 */

let t: TestApp;
let key: string;
const today = shopDayOf(new Date());
const day = (n: number): string => {
  let d = today;
  for (let i = 0; i < n; i++) d = nextDay(d);
  return d;
};

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  key = (await createApiKey(t.database.db, 'erp-offers'))!.key;
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
});
afterAll(() => t.close());

const HEADER = 'offer_id;sku;type;value;start;end;warehouse';
const feed = (...lines: string[]) => `${[HEADER, ...lines].join('\n')}\n`;
const send = (file: string, query = '') => sendFeed(t, key, 'offers', file, query);
/** On PostgreSQL a switch is heard a moment later (LISTEN), as by every other process. */
const SOON = { timeout: 2000, interval: 50 };
const shown = async (q: string) => (await searchShop(t, q))[0]!;

describe('an offers feed', () => {
  const file = feed(
    `NAT-1;T-1;percent;20;${today};${day(10)};*`,
    `NAT-2;T-2;multibuy;3x2;${today};${day(10)};89`,
  );

  it('counts in a dry run and writes nothing', async () => {
    const { answer } = await send(file, '?dry_run=true');
    expect(answer).toMatchObject({ state: 'applied', dryRun: true, created: 2 });
    // The demo catalogue's own offers came in by the same door: only this file's are looked for.
    expect(
      await t.database.db
        .select()
        .from(offers)
        .where(inArray(offers.offerId, ['NAT-1', 'NAT-2'])),
    ).toEqual([]);
    expect(await shown('orzetto')).toMatchObject({ priceDisplay: 2.49, warehousePromo: null });
  });

  it('prices a running offer on the next request: a percent off, a multi-buy as the shelf header', async () => {
    const { answer } = await send(file);
    expect(answer).toMatchObject({ state: 'applied', created: 2, errors: [] });
    expect(await shown('orzetto')).toMatchObject({
      priceDisplay: 1.99,
      priceStandardDisplay: 2.49,
      warehousePromo: { promoType: 'percent', view: { header: '-20%' } },
    });
    expect(await shown('farro garfagnana')).toMatchObject({
      priceDisplay: 3,
      priceStandardDisplay: null,
      warehousePromo: { promoType: 'bundle', view: { header: '3x2', body: 'Prendi 3, paghi 2' } },
    });
  });

  it('changes nothing the second time, and says so', async () => {
    const { answer } = await send(file);
    expect(answer).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('keeps a running offer over a new price from the products and the stock feeds', async () => {
    const again = await sendFeed(t, key, 'products', csv(line()));
    expect(again.answer).toMatchObject({ unchanged: 1, updated: 0 });
    await sendFeed(t, key, 'stock', 'sku;warehouse;price;stock\nT-1;89;2,00;5\n');
    expect(await shown('orzetto')).toMatchObject({
      priceDisplay: 1.6,
      priceStandardDisplay: 2,
      warehousePromo: { view: { header: '-20%' } },
    });
    const twice = await sendFeed(t, key, 'stock', 'sku;warehouse;price;stock\nT-1;89;2,00;5\n');
    expect(twice.answer).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('switches an offer on and off at midnight in Rome, on its days only', async () => {
    const { answer } = await send(feed(`NAT-3;T-1;special_price;1,49;${day(11)};${day(12)};89`));
    expect(answer).toMatchObject({ created: 1 });
    expect((await shown('orzetto')).priceDisplay).toBe(1.6);

    await switchOffers(t.database.db, shopDayStart(day(11)));
    await expect
      .poll(() => shown('orzetto'), SOON)
      .toMatchObject({
        priceDisplay: 1.49,
        priceStandardDisplay: 2,
        warehousePromo: { promoType: 'special_price', view: { header: 'Prezzo speciale' } },
      });
    await expect
      .poll(async () => (await shown('farro garfagnana')).warehousePromo, SOON)
      .toBeNull();

    await switchOffers(t.database.db, shopDayStart(day(13)));
    await expect
      .poll(() => shown('orzetto'), SOON)
      .toMatchObject({
        priceDisplay: 2,
        priceStandardDisplay: null,
        warehousePromo: null,
      });
    await switchOffers(t.database.db, new Date());
    await expect.poll(async () => (await shown('orzetto')).priceDisplay, SOON).toBe(1.6);
  });
});

describe('a feed longer than one batch of 500 lines', () => {
  it('is written whole, its progress noted while it is checked', async () => {
    const lines = Array.from(
      { length: 501 },
      (_, i) => `LONG-${i};T-2;percent;5;${day(100 + i)};${day(100 + i)};93`,
    );
    const { answer } = await send(feed(...lines));
    expect(answer).toMatchObject({ state: 'applied', rows: 501, created: 501 });
  });
});

describe('a refused offers feed: every problem by line and column, nothing written', () => {
  it('refuses overlapping offers of one line, in the file and with the shop’s, and why', async () => {
    const { answer } = await send(
      feed(
        `NAT-4;T-1;percent;10;${day(2)};${day(3)};89`,
        `NAT-5;T-2;percent;10;${day(20)};${day(25)};*`,
        `NAT-6;T-2;multibuy;2x1;${day(25)};${day(30)};91`,
      ),
    );
    expect(answer.state).toBe('refused');
    expect(problemTexts(answer)).toEqual([
      "riga 2, colonna start: l'offerta si sovrappone all'offerta NAT-1 già nel negozio per sku T-1 nel magazzino 89 negli stessi giorni: un prodotto ha una sola offerta alla volta",
      "riga 4, colonna start: l'offerta si sovrappone all'offerta NAT-5 della riga 3 per sku T-2 nel magazzino 91 negli stessi giorni: un prodotto ha una sola offerta alla volta",
    ]);
    expect(await t.database.db.select().from(offers).where(eq(offers.offerId, 'NAT-5'))).toEqual(
      [],
    );
  });

  it('refuses an unknown sku, a repeated id, a bad value and a special price not below the shelf', async () => {
    const { answer } = await send(
      feed(
        `NAT-7;NOPE;percent;10;${day(40)};${day(41)};*`,
        `NAT-8;T-2;special_price;3,50;${day(40)};${day(41)};89`,
        `NAT-8;T-2;percent;95;${day(50)};${day(51)};91`,
      ),
    );
    expect(problemTexts(answer)).toEqual([
      'riga 2, colonna sku: sku NOPE non è nel catalogo: importalo prima con il feed prodotti',
      "riga 3, colonna value: prezzo speciale 3,50 non inferiore al prezzo del magazzino 89: non sarebbe un'offerta",
      'riga 4, colonna value: sconto 95 non valido: una percentuale intera da 1 a 90 (25)',
      'riga 4, colonna offer_id: offer_id NAT-8 ripetuto: compare già alla riga 3',
    ]);
  });

  it('takes --full for products only', async () => {
    const res = await sendFeed(t, key, 'offers', feed(), '?full=true');
    expect(res.status).toBe(400);
  });
});

describe('the example files of docs/rules/feeds', () => {
  const example = (name: string) =>
    readFileSync(
      fileURLToPath(new URL(`../../../../../../docs/rules/feeds/${name}`, import.meta.url)),
    );

  it('go in: products, then stock, then offers', async () => {
    for (const [kind, name] of [
      ['products', 'prodotti-esempio.csv'],
      ['stock', 'giacenze-esempio.csv'],
      ['offers', 'offerte-esempio.csv'],
    ] as const) {
      const { answer } = await sendFeed(t, key, kind, example(name), '?dry_run=false');
      expect(answer, name).toMatchObject({ state: 'applied', errors: [] });
    }
  });

  it('the zip holds the products file as it is, and the pictures it names', async () => {
    const { answer } = await sendFeed(t, key, 'products', example('prodotti-esempio.zip'));
    expect(answer).toMatchObject({ state: 'applied', errors: [], created: 0 });
    expect(answer.pictures.problems).toEqual([]);
    expect(answer.pictures.waiting + answer.pictures.ready).toBe(2);
  });
});

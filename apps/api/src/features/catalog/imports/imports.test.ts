import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEED_MAX_BYTES, type FeedImport } from '@spesa/domain';
import { imports, products, warehouseProducts } from '../../../db/schema';
import { body, build, type TestApp } from '../../../test/helper';
import {
  HEADER,
  csv,
  ean,
  line,
  problemTexts,
  searchShop,
  sendFeed,
} from '../../../test/feed-support';
import { createApiKey, revokeApiKey } from '../../api-keys';

/*
 * Feeds in by the import API (docs/rules/feeds.md), on PGlite and on
 * PostgreSQL: every rule and bad input, and what the storefront shows after.
 */

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
  key = (await createApiKey(t.database.db, 'erp-test'))!.key;
});
afterAll(() => t.close());

const send = (kind: string, file: string | Buffer, query = '', auth: string | null = key) =>
  sendFeed(t, key, kind, file, query, auth);
const search = (q: string, host?: string) => searchShop(t, q, host);
const texts = problemTexts;

describe('a products feed', () => {
  it('creates its lines, searchable and priced at once, in the category path it names', async () => {
    const { answer } = await send(
      'products',
      csv(
        line(),
        line({ sku: 'T-2', ean: ean(2), name: 'Zuppa Farro Garfagnana 500 g', price: '2.99' }),
      ),
    );
    expect(answer).toMatchObject({
      state: 'applied',
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    const [found] = await search('orzetto valtellina');
    expect(found).toMatchObject({
      name: 'Zuppa Orzetto Valtellina 500 g',
      priceDisplay: 2.49,
      brand: 'Orti di Sondrio',
      features: ['bio'],
      productInfos: { TIPOLOGIA: 'Pezzo', WEIGHT_SELLING_SINGLE_UNIT: '500' },
    });
    const tree = await t.app.inject({
      url: '/ebsn/api/category?slug=dispensa-del-nord/zuppe/zuppe-di-cereali',
    });
    expect(body(tree).data).toMatchObject({ category: { name: 'Zuppe di cereali' } });
  });

  it('changes nothing the second time, and says so', async () => {
    const { answer } = await send(
      'products',
      csv(
        line(),
        line({ sku: 'T-2', ean: ean(2), name: 'Zuppa Farro Garfagnana 500 g', price: '2.99' }),
      ),
    );
    expect(answer).toMatchObject({ state: 'applied', created: 0, updated: 0, unchanged: 2 });
  });

  it('updates by sku, never duplicating, and the price is seen on the next request', async () => {
    await search('orzetto');
    const { answer } = await send('products', csv(line({ price: '2,19' })));
    expect(answer).toMatchObject({ created: 0, updated: 1 });
    const found = await search('orzetto');
    expect(found.filter((p) => p.name.startsWith('Zuppa Orzetto'))).toHaveLength(1);
    expect(found[0]!.priceDisplay).toBe(2.19);
  });

  it('counts in a dry run and writes nothing', async () => {
    const { answer } = await send(
      'products',
      csv(line({ price: '3,00' }), line({ sku: 'T-3', ean: ean(3), name: 'Zuppa Prova Secca' })),
      '?dry_run=true',
    );
    expect(answer).toMatchObject({ state: 'applied', dryRun: true, created: 1, updated: 1 });
    expect(await t.database.db.select().from(products).where(eq(products.sku, 'T-3'))).toEqual([]);
    expect((await search('orzetto'))[0]!.priceDisplay).toBe(2.19);
  });

  it('reads JSON Lines with the same fields, EAN-8 and loose goods', async () => {
    const jsonl = [
      {
        sku: 'T-8',
        ean: '96385074',
        name: 'Gallette Riso Tonde',
        brand: 'Orti di Sondrio',
        category: 'Dispensa del Nord > Snack',
        selling_type: 'piece',
        unit_size: 100,
        unit: 'g',
        price: 1.2,
        vat_rate: 10,
        status: 'active',
      },
      {
        sku: 'T-9',
        ean: '',
        name: 'Pere Abate Sfuse',
        brand: 'Orti di Sondrio',
        category: 'Dispensa del Nord > Frutta',
        selling_type: 'loose',
        piece_weight_g: 180,
        price: '2,40',
        vat_rate: 4,
        status: 'active',
      },
    ]
      .map((o) => JSON.stringify(o))
      .join('\n');
    const { answer } = await send('products', jsonl);
    expect(answer).toMatchObject({ state: 'applied', created: 2, errors: [] });
    const [pere] = await search('pere abate');
    expect(pere).toMatchObject({
      productInfos: { TIPOLOGIA: 'Sfuso' },
      priceDisplay: 2.4,
      weightUnitDisplay: 'kg',
    });
    const [gallette] = await search('gallette riso');
    expect(gallette!.ean).toBe('0000096385074');
  });

  it('makes a private label the brand’s own: the other brand never shows it', async () => {
    const { answer } = await send(
      'products',
      csv(
        line({
          sku: 'T-PL',
          ean: ean(9),
          name: 'Zuppa Ribollita Freschissima',
          brand: 'Freschissimo Cucina',
          private_label: 'fresco',
        }),
      ),
    );
    expect(answer.state).toBe('applied');
    expect(await search('ribollita', 'localhost:3000')).toEqual([]);
  });

  it('takes an inactive line off sale, and --full every line the file no longer names', async () => {
    const { answer: off } = await send(
      'products',
      csv(
        line({
          sku: 'T-2',
          ean: ean(2),
          name: 'Zuppa Farro Garfagnana 500 g',
          price: '2.99',
          status: 'inactive',
        }),
      ),
    );
    expect(off).toMatchObject({ offSale: 1 });
    expect(await search('farro garfagnana')).toEqual([]);
    const [before] = await t.database.db.select().from(products).where(eq(products.sku, 'T-2'));
    expect(before, 'never deleted').toBeDefined();

    const dry = await send('products', csv(line({ price: '2,19' })), '?full=true&dry_run=true');
    const onSale = await t.database.db
      .selectDistinct({ id: warehouseProducts.productId })
      .from(warehouseProducts);
    expect(dry.answer).toMatchObject({ unchanged: 1, offSale: onSale.length - 1 });
    expect((await search('gallette')).length).toBe(1);
  });
});

describe('a refused products feed: every problem by line and column, nothing written', () => {
  const refused = async (file: string | Buffer, ...expected: string[]) => {
    const { answer } = await send('products', file);
    expect(answer.state).toBe('refused');
    expect(texts(answer)).toEqual(expected);
    expect(await search('sbagliata')).toEqual([]);
  };
  const bad = (over: Partial<Record<string, string>>) =>
    csv(
      line({ sku: 'B-1', ean: ean(100), name: 'Zuppa Sbagliata Uno' }),
      line({ sku: 'B-2', ean: ean(101), name: 'Zuppa Sbagliata Due', ...over }),
    );

  it.each([
    [{ vat_rate: '7' }, 'riga 3, colonna vat_rate: aliquota IVA 7 non valida: usa 4, 5, 10 o 22'],
    [
      { ean: '8009900000001' },
      expect.stringMatching(
        /^riga 3, colonna ean: EAN 8009900000001 non valido: la cifra di controllo non torna$/,
      ),
    ],
    [{ price: '0' }, 'riga 3, colonna price: prezzo 0 non valido: deve essere maggiore di zero'],
    [
      { price: '-1,50' },
      'riga 3, colonna price: prezzo -1,50 non valido: deve essere maggiore di zero',
    ],
    [
      { selling_type: 'bulk' },
      'riga 3, colonna selling_type: tipo di vendita bulk non valido: usa piece, pack o loose',
    ],
    [
      { category: 'A > B > C > D' },
      'riga 3, colonna category: il percorso di categoria ha 4 livelli: al massimo 3 (Reparto > Corsia > Scaffale)',
    ],
    [
      { sku: 'B-1', ean: ean(102) },
      'riga 3, colonna sku: sku B-1 ripetuto: compare già alla riga 2',
    ],
    [
      { ean: ean(1) },
      `riga 3, colonna ean: EAN ${ean(1)} già usato da un altro prodotto del catalogo`,
    ],
  ])('%o', async (over, message) => {
    await refused(bad(over), message);
  });

  it('a missing or unknown column', async () => {
    await refused(
      `${HEADER.replace(';vat_rate', '').replace('status', 'stato')}\nX\n`,
      'riga 1, colonna stato: colonna stato sconosciuta: le colonne sono sku, ean, name, brand, private_label, short_description, description, category, selling_type, unit_size, unit, piece_weight_g, price, list_price, vat_rate, tags, status, image',
      'riga 1, colonna vat_rate: manca la colonna vat_rate',
      'riga 1, colonna status: manca la colonna status',
    );
  });

  it('a Windows-1252 export, naming it', async () => {
    // An ANSI export has no BOM; its 'è' is the one byte 0xE8.
    const latin = Buffer.from(bad({ name: 'Zuppa Sbagliata Caffè' }).slice(1), 'latin1');
    await refused(
      latin,
      'riga 3: il file non è in UTF-8: sembra un export Windows-1252 (ANSI). Salvalo come «CSV UTF-8» e riprova',
    );
  });
});

describe('the size limit', () => {
  it('answers 413 in Italian, naming the limit, for a file over 50 MB, and keeps nothing', async () => {
    const before = await t.database.db.$count(imports);
    const huge = Buffer.alloc(FEED_MAX_BYTES + 1, 0x41);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/imports/products',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
      payload: huge,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      response: {
        errors: [
          {
            error: 'Il file supera 50 MB, la dimensione massima di un feed: dividilo in più file.',
          },
        ],
      },
    });
    expect(await t.database.db.$count(imports)).toBe(before);
  });
});

describe('a stock and price feed', () => {
  const stock = (...lines: string[]) => `sku,warehouse,price,stock\n${lines.join('\n')}\n`;

  it('sets a warehouse’s own price and stock, seen on the next request, and the products feed leaves that price alone', async () => {
    await search('orzetto');
    const { answer } = await send('stock', stock('T-1,89,"1,99",12', 'T-1,*,,30'));
    expect(answer).toMatchObject({ state: 'applied', errors: [] });
    const [found] = await search('orzetto');
    expect(found).toMatchObject({ priceDisplay: 1.99, available: 30 });
    await send('products', csv(line({ price: '2,59' })));
    expect((await search('orzetto'))[0]!.priceDisplay).toBe(1.99);
    const again = await send('stock', stock('T-1,89,"1,99",30'));
    expect(again.answer).toMatchObject({ updated: 0, unchanged: 1 });
  });

  it('refuses an unknown sku, warehouse or number, writing nothing', async () => {
    const { answer } = await send(
      'stock',
      stock('NOPE,89,1,1', 'T-1,7,1,1', 'T-1,91,,-3', 'T-1,93,,'),
    );
    expect(answer.state).toBe('refused');
    expect(texts(answer)).toEqual([
      'riga 2, colonna sku: sku NOPE non è nel catalogo: importalo prima con il feed prodotti',
      'riga 3, colonna warehouse: magazzino 7 sconosciuto: usa 89, 91, 93, 189, 191, 193 o * per tutti',
      'riga 4, colonna stock: giacenza -3 non valida: deve essere zero o più',
      'riga 5: serve almeno uno tra price e stock',
    ]);
    expect((await search('orzetto'))[0]!.available).toBe(30);
  });
});

describe('the problems as a spreadsheet', () => {
  it('never lets a refused value run as a formula', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/imports/stock',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${key}` },
      payload: 'sku;warehouse;price;stock\nNOPE;89;1;1\nT-1;89;@SUM(A1);1\n',
    });
    const { importId } = body(res).data as unknown as FeedImport;
    let csv = '';
    for (let i = 0; i < 200 && !csv.includes('riga'); i++) {
      await new Promise((r) => setTimeout(r, 25));
      const got = await t.app.inject({
        url: `/admin/api/imports/${importId}/problems.csv`,
        headers: { authorization: `Bearer ${key}` },
      });
      csv = got.body.includes('"2"') ? got.body : '';
      if (csv) expect(got.headers['content-type']).toMatch(/^text\/csv/);
    }
    const cells = csv.split(/[;\r\n]+/).filter(Boolean);
    expect(cells.some((c) => /^"[=+\-@]/.test(c))).toBe(false);
    expect(csv).toContain(`"3";"price";"'@SUM(A1) non è un numero`);
  });
});

describe('the import API', () => {
  it('refuses a call without a live key scoped to imports, and an unknown kind', async () => {
    expect((await send('products', csv(line()), '', null)).status).toBe(401);
    expect((await send('products', csv(line()), '', 'spk_made-up')).status).toBe(401);
    const { key: gone } = (await createApiKey(t.database.db, 'erp-old'))!;
    await revokeApiKey(t.database.db, 'erp-old');
    expect((await send('products', csv(line()), '', gone)).status).toBe(401);
    const unknown = await send('prices', csv(line()));
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ response: { errors: [{ field: 'kind' }] } });
  });
});

describe('a full catalogue (last: it takes the seeded lines off sale)', () => {
  it('takes every line it does not name off sale, deleting none, and keeps its own', async () => {
    const seeded = await t.database.db.select({ id: products.productId }).from(products);
    expect((await search('latte')).length).toBeGreaterThan(0);
    const { answer } = await send('products', csv(line({ price: '2,19' })), '?full=true');
    expect(answer).toMatchObject({ state: 'applied', created: 0, updated: 1 });
    expect(answer.offSale).toBeGreaterThan(10);
    expect(await search('latte')).toEqual([]);
    expect((await search('orzetto'))[0]!.name).toBe('Zuppa Orzetto Valtellina 500 g');
    const after = await t.database.db.select({ id: products.productId }).from(products);
    expect(after).toHaveLength(seeded.length);
  });
});

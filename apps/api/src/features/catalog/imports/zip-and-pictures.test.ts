import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FeedImport } from '@spesa/domain';
import { products, searchWords } from '../../../db/schema';
import { body, build, type TestApp } from '../../../test/helper';
import { HEADER } from '../../../test/feed-support';
import { pictureSize } from '../../../test/pictures';
import { createApiKey } from '../../api-keys';
import { refreshSearchWords } from '../search-repo';

/*
 * A products feed as a zip with its pictures, and pictures by https address
 * (the local folder stand-in of the image port), on PGlite and on PostgreSQL.
 */

let t: TestApp;
let key: string;
/** The stand-in web the image port reads: https://host/path is <web>/host/path. */
const web = mkdtempSync(path.join(tmpdir(), 'pictures-web-'));

beforeAll(async () => {
  t = await build({ catalogue: 'small', IMAGE_FETCH_DIR: web });
  key = (await createApiKey(t.database.db, 'erp-pictures'))!.key;
});
afterAll(() => t.close());

function ean(n: number): string {
  const digits = `80077${String(n).padStart(7, '0')}`;
  const sum = [...digits].reduce((a, d, i) => a + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const line = (n: number, name: string, image: string): string =>
  [
    `ZIP-${n}`,
    ean(n),
    name,
    'Fattoria Zippata',
    '',
    '',
    '',
    'Dispensa zippata > Conserve',
    'piece',
    '300',
    'g',
    '',
    '3,10',
    '',
    '10',
    '',
    'active',
    image,
  ].join(';');

/** A zip of stored (uncompressed) entries, as a spreadsheet user's archiver may make. */
function zip(entries: Record<string, Buffer | string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const photo = (colour: string, width = 640, height = 480): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function get(importId: number): Promise<FeedImport> {
  const res = await t.app.inject({
    url: `/admin/api/imports/${importId}`,
    headers: { authorization: `Bearer ${key}` },
  });
  return body(res).data as unknown as FeedImport;
}

/** Sends a feed and waits for its import, then for its pictures. */
async function send(file: Buffer | string, type = 'application/zip'): Promise<FeedImport> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/admin/api/imports/products',
    headers: { 'content-type': type, authorization: `Bearer ${key}` },
    payload: file,
  });
  expect(res.statusCode).toBe(202);
  const { importId } = body(res).data as unknown as FeedImport;
  for (let i = 0; i < 600; i++) {
    const answer = await get(importId);
    if (answer.state !== 'queued' && answer.state !== 'running' && answer.pictures.waiting === 0)
      return answer;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
}

const idOf = async (sku: string): Promise<number> => {
  const [row] = await t.database.db
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.sku, sku));
  return row!.id;
};

describe('a products feed as a zip with its pictures', () => {
  it('imports the feed inside, resizes its pictures to the packshot widths, and tells each unreadable one by line', async () => {
    const answer = await send(
      zip({
        'catalogo/prodotti.csv': [
          HEADER,
          line(1, 'Ceci zippati 300 g', 'ceci.jpg'),
          line(2, 'Lenticchie zippate 300 g', 'lenticchie.jpg'),
          line(3, 'Fagioli zippati 300 g', 'fagioli.jpg'),
          line(4, 'Piselli zippati 300 g', 'piselli.jpg'),
        ].join('\n'),
        'catalogo/ceci.jpg': await photo('#d9b36c'),
        'foto/lenticchie.jpg': await photo('#7a4a2a', 300, 900),
        'catalogo/fagioli.jpg': 'non sono una foto',
      }),
    );
    expect(answer).toMatchObject({ state: 'applied', created: 4, errors: [] });
    expect(answer.pictures).toEqual({
      waiting: 0,
      ready: 2,
      problems: [
        {
          line: 4,
          column: 'image',
          message:
            'immagine fagioli.jpg non leggibile: serve un file JPEG, PNG, WebP, GIF, AVIF o TIFF',
          text: 'riga 4, colonna image: immagine fagioli.jpg non leggibile: serve un file JPEG, PNG, WebP, GIF, AVIF o TIFF',
        },
        {
          line: 5,
          column: 'image',
          message: 'immagine piselli.jpg non trovata nella cartella o nello zip del feed',
          text: 'riga 5, colonna image: immagine piselli.jpg non trovata nella cartella o nello zip del feed',
        },
      ],
    });

    const ceci = await idOf('ZIP-1');
    for (const [query, width] of [
      ['', 400],
      ['?w=800', 800],
    ] as const) {
      const res = await t.app.inject(`/img/products/${ceci}.webp${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await pictureSize(res.rawPayload)).toEqual({ width, height: width });
      const { dominant } = await sharp(res.rawPayload).stats();
      expect(dominant.r).toBeGreaterThan(dominant.b);
    }
    // A picture that could not be read keeps the drawn packshot.
    const fagioli = await t.app.inject(`/img/products/${await idOf('ZIP-3')}.svg`);
    expect(fagioli.body).toContain('Fagioli zippati');
  });

  it('refuses a zip with a ../ or absolute name, writing nothing', async () => {
    for (const name of ['../../etc/cron.d/prodotti.csv', '/tmp/prodotti.csv']) {
      const answer = await send(
        zip({ [name]: `${HEADER}\n${line(9, 'Farro scappato 300 g', '')}\n` }),
      );
      expect(answer).toMatchObject({
        state: 'refused',
        errors: [
          {
            line: 1,
            column: null,
            message: `lo zip contiene un percorso non ammesso: ${name} (un nome con ../ o che inizia con / potrebbe scrivere fuori dalla cartella)`,
          },
        ],
      });
    }
    const evil = zip({
      'prodotti.csv': `${HEADER}\n${line(9, 'Farro scappato 300 g', 'x.jpg')}\n`,
      'foto/../../x.jpg': await photo('#000000'),
    });
    expect((await send(evil)).state).toBe('refused');
    expect(await t.database.db.$count(products, eq(products.sku, 'ZIP-9'))).toBe(0);
  });

  it('refuses a zip without a feed, or with two', async () => {
    expect((await send(zip({ 'a.jpg': await photo('#ffffff') }))).errors[0]!.message).toBe(
      'lo zip non contiene il file del feed: serve un file .csv o .jsonl',
    );
    const two = await send(zip({ 'a.csv': HEADER, 'b.jsonl': '{}' }));
    expect(two.errors[0]!.message).toBe(
      'lo zip contiene più file di feed (a.csv, b.jsonl): ne serve uno solo',
    );
  });
});

describe('pictures by https address (the image port)', () => {
  it('fetches them through the port, and tells one the address does not serve', async () => {
    mkdirSync(path.join(web, 'foto.example.it', 'legumi'), { recursive: true });
    writeFileSync(
      path.join(web, 'foto.example.it', 'legumi', 'cicerchie.png'),
      await photo('#c8a040'),
    );
    const answer = await send(
      [
        HEADER,
        line(20, 'Cicerchie remote 300 g', 'https://foto.example.it/legumi/cicerchie.png'),
        line(21, 'Lupini remoti 300 g', 'https://foto.example.it/legumi/lupini.png'),
      ].join('\n'),
      'text/csv',
    );
    expect(answer.pictures).toMatchObject({
      ready: 1,
      problems: [
        {
          line: 3,
          message:
            "immagine https://foto.example.it/legumi/lupini.png non scaricata: l'indirizzo non risponde con un'immagine",
        },
      ],
    });
    const res = await t.app.inject(`/img/products/${await idOf('ZIP-20')}.webp`);
    expect(res.headers['content-type']).toBe('image/webp');
    // Until its picture is made, a product shows its drawn packshot, kept only briefly.
    await t.database.db.execute(
      sql`update product_images set state = 'waiting' where product_id = ${await idOf('ZIP-20')}`,
    );
    const waiting = await t.app.inject(`/img/products/${await idOf('ZIP-20')}.webp`);
    expect(waiting.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe("search's words after imports", () => {
  it('are what a full rebuild makes: only the changed products were counted', async () => {
    const words = async () =>
      (await t.database.db.select().from(searchWords).orderBy(searchWords.word)).map(
        (w) => `${w.word}:${w.products}`,
      );
    await send([HEADER, line(1, 'Ceci rinominati 300 g', 'ceci.jpg')].join('\n'), 'text/csv');
    const counted = await words();
    expect(counted).toContain('rinominati:1');
    expect(counted).not.toContain('zippati:4');
    await refreshSearchWords(t.database.db);
    expect(counted).toEqual(await words());
  });
});

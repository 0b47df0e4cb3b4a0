import { describe, expect, it } from 'vitest';
import { readFeed, type FeedItem } from './read-feed';

async function read(
  content: string | Uint8Array,
  maxBytes?: number,
  chunk = 7,
): Promise<FeedItem[]> {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  async function* chunks() {
    // Small chunks: quotes, line breaks and accents split between them.
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.slice(i, i + chunk);
  }
  const items: FeedItem[] = [];
  for await (const item of readFeed(chunks(), maxBytes)) items.push(item);
  return items;
}

const rows = (items: FeedItem[]) =>
  items.filter((i) => i.kind === 'row').map((i) => [i.line, i.fields]);
const problems = (items: FeedItem[]) =>
  items.filter((i) => i.kind === 'problem').map((i) => [i.line, i.message, i.fatal]);

describe('reading a CSV feed', () => {
  it('reads the separator from the header line, with or without a BOM', async () => {
    for (const text of ['\uFEFFsku;price\nA;1,99\n', 'sku,price\r\nA,"1,99"\r\n']) {
      const items = await read(text);
      expect(items[0]).toEqual({ kind: 'header', format: 'csv', columns: ['sku', 'price'] });
      expect(rows(items)).toEqual([[2, { sku: 'A', price: '1,99' }]]);
    }
  });

  it('keeps quotes, separators and line breaks inside quoted fields, numbering lines as a spreadsheet', async () => {
    const items = await read(
      'sku;name;price\nA;"Caffè ""Moka""; 250 g";2,49\nB;"due\nrighe";1\n\nC;Tè;3',
    );
    expect(rows(items)).toEqual([
      [2, { sku: 'A', name: 'Caffè "Moka"; 250 g', price: '2,49' }],
      [3, { sku: 'B', name: 'due\nrighe', price: '1' }],
      [6, { sku: 'C', name: 'Tè', price: '3' }],
    ]);
  });

  it('names a line with the wrong number of fields and an unclosed quote', async () => {
    const items = await read('sku;price\nA;1;2\nB;"1\n');
    expect(problems(items)).toEqual([
      [2, "la riga ha 3 campi, l'intestazione 2: controlla il separatore e le virgolette", false],
      [3, 'virgolette aperte e mai chiuse', true],
    ]);
  });

  it('refuses a Windows-1252 export, naming it', async () => {
    const latin = Uint8Array.from([...new TextEncoder().encode('sku;name\nA;Caff'), 0xe8, 0x0a]);
    expect(problems(await read(latin))).toEqual([
      [
        2,
        'il file non è in UTF-8: sembra un export Windows-1252 (ANSI). Salvalo come «CSV UTF-8» e riprova',
        true,
      ],
    ]);
  });

  it('refuses a file over the size limit', async () => {
    const items = await read(`sku;name\n${'A;x\n'.repeat(1000)}`, (1024 * 1024) / 512);
    expect(problems(items).at(-1)?.[1]).toMatch(/^il file supera \d+ MB/);
  });

  it('refuses an empty file', async () => {
    expect(problems(await read(''))).toEqual([
      [1, 'il file è vuoto: manca la riga di intestazione', true],
    ]);
  });
});

describe('reading JSON Lines', () => {
  it('reads one object a line, numbers as text', async () => {
    const items = await read(
      '{"sku":"A","price":1.99}\n\n{"sku":"B","price":"2,49","stock":3}\nnot json\n',
    );
    expect(items.filter((i) => i.kind === 'header').map((i) => i.columns)).toEqual([
      ['sku', 'price'],
      ['stock'],
    ]);
    expect(rows(items)).toEqual([
      [1, { sku: 'A', price: '1.99' }],
      [3, { sku: 'B', price: '2,49', stock: '3' }],
    ]);
    expect(problems(items)).toEqual([[4, 'la riga non è un oggetto JSON valido', false]]);
  });
});

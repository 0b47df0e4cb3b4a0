import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { build, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

async function packshotOf(name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: products.productId })
    .from(products)
    .where(eq(products.name, name))
    .limit(1);
  expect(row, name).toBeDefined();
  const res = await t.app.inject(`/img/products/${row!.id}.svg`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  expect(res.headers['cache-control']).toBe('public, max-age=2592000');
  return res.body;
}

/** What a shopper sees apart from the words: the emoji drawn and the pack's outline. */
const picture = (svg: string): string =>
  svg
    .replace(/<text\b.*?<\/text>/g, '')
    .replace(/aria-label="[^"]*"/, '')
    .replace(/#[0-9a-f]{6}/g, '');

describe('GET /img/products/{id}.svg', () => {
  it('draws products a shopper can tell apart, at a known size and small', async () => {
    const names = [
      'Mango Kent sfuso',
      'Pere Abate Fetel sfuse',
      'Orti di Romagna Lamponi 125 g',
      'Mele Pink Lady sfuse',
      'Mercatò Mozzarella di Bufala Campana DOP 250 g',
      'Prosciutto cotto alta qualità',
      'Pastificio Valle d’Oro Spaghetti n. 5 1 kg',
      'Cantina dei Colli Chianti Classico DOCG 750 ml',
      'Casa Splendida Detersivo liquido lavatrice capi colorati 1,5 l',
      'Mercatò Crocchette per gatti sterilizzati al pollo 1,5 kg',
    ];
    const svgs = await Promise.all(names.map(packshotOf));
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg [^>]*width="400" height="400"/);
      expect(svg.length).toBeLessThan(12_000);
    }
    expect(new Set(svgs.map(picture)).size).toBe(names.length);
  });

  it('draws a loose fruit heaped, and a packed one in its pack', async () => {
    const loose = await packshotOf('Mango Kent sfuso');
    expect(loose.match(/<use /g)).toHaveLength(3);
    expect(loose).toContain('>Mango Kent sfuso</text>');
    const packed = await packshotOf('Mercatò Mozzarella di Bufala Campana DOP 250 g');
    expect(packed).toContain('>MERCATÒ</text>');
    expect(packed.match(/<use /g)).toHaveLength(1);
  });
});

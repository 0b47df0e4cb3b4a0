import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, SearchSuggestionsResponse } from '@spesa/domain';
import { body, build, type TestApp } from '../../test/helper';
import { searchTerms } from './search-terms';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const search = async (q: string, extra = ''): Promise<{ products: Product[]; total: number }> => {
  const res = await t.app.inject(`/ebsn/api/products?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  const data = body(res).data as { products: Product[]; page: { totItems: number } };
  return { products: data.products, total: data.page.totItems };
};

describe('full-text search', () => {
  it('forgives typos: "mozarella" finds mozzarella first', async () => {
    const { products, total } = await search('mozarella');
    expect(total).toBeGreaterThan(5);
    expect(products[0]!.name).toMatch(/mozzarell/i);
    expect(products.slice(0, 5).every((p) => /mozzarell/i.test(p.name))).toBe(true);
  });

  it('completes prefixes: "parmig" finds Parmigiano', async () => {
    const { products } = await search('parmig');
    expect(products.slice(0, 5).some((p) => p.name.includes('Parmigiano Reggiano'))).toBe(true);
  });

  it('stems Italian words and folds accents', async () => {
    expect((await search('mela')).products.some((p) => p.name.startsWith('Mele'))).toBe(true);
    const coffee = await search('caffe macinato');
    expect(coffee.products[0]!.name).toMatch(/Caffè macinato/);
    expect((await search('CAFFÈ MACINATO')).total).toBe(coffee.total);
  });

  it('ranks name matches above description matches', async () => {
    const { products } = await search('basilico');
    expect(products[0]!.name).toMatch(/basilico/i);
  });

  it('requires every searched word, ignoring stop words and stray words', async () => {
    const both = await search('passata di pomodoro');
    expect(both.total).toBeGreaterThan(3);
    // Names rank first; the rest match through their category, "Passate e polpe di pomodoro".
    expect(both.products.slice(0, 12).every((p) => /passata/i.test(p.name))).toBe(true);
    const stray = await search('passata xqzjw');
    expect(stray.total).toBe((await search('passata')).total);
  });

  it('finds a product by its EAN', async () => {
    const [anyProduct] = (await search('passata')).products;
    const { products } = await search(anyProduct!.ean);
    expect(products[0]!.productId).toBe(anyProduct!.productId);
  });

  it('searches within a category and combines with facets', async () => {
    const inDairy = await search('yogurt', '&parent_category_id=5000');
    expect(inDairy.products.every((p) => String(p.categoryId).startsWith('5'))).toBe(true);
    const organic = await search('yogurt', '&parent_category_id=5000&facets=feature:bio');
    expect(organic.total).toBeGreaterThan(0);
    expect(organic.products.every((p) => p.features.includes('bio'))).toBe(true);
  });
});

describe('GET /ebsn/api/products/search-suggestions', () => {
  const suggest = async (q: string): Promise<SearchSuggestionsResponse> => {
    const res = await t.app.inject(
      `/ebsn/api/products/search-suggestions?q=${encodeURIComponent(q)}`,
    );
    expect(res.statusCode).toBe(200);
    return body(res).data as unknown as SearchSuggestionsResponse;
  };

  it('completes the word being typed and offers products and categories', async () => {
    const s = await suggest('mozz');
    expect(s.words).toContain('mozzarella');
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products[0]!.name).toMatch(/mozzarell/i);
    expect(s.products[0]!.mediaURL).toMatch(/^\/img\/products\/\d+\.svg$/);
    expect(s.categories.map((c) => c.name)).toContain('Mozzarelle e latticini freschi');
  });

  it('keeps the words already typed', async () => {
    expect((await suggest('passata di pomo')).words).toContain('passata di pomodoro');
  });

  it('answers nothing for symbols and 400 for a missing or too long query', async () => {
    expect(await suggest('%%%')).toEqual({ words: [], products: [], categories: [] });
    expect((await t.app.inject('/ebsn/api/products/search-suggestions')).statusCode).toBe(400);
    const long = await t.app.inject(`/ebsn/api/products/search-suggestions?q=${'x'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(body(long).response.errors[0]!.field).toBe('q');
  });
});

describe('searchTerms', () => {
  it.each([
    ['Mozzarèlla  di BUFALA', ['mozzarella', 'di', 'bufala']],
    // Digits and units split, as labels write them apart.
    ['latte 1l', ['latte', '1', 'l']],
    ["'; drop table products; --", ['drop', 'table', 'products']],
    ['!!!', []],
    ['pane pane PANE', ['pane']],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('%s → %j', (query, terms) => {
    expect(searchTerms(query)).toEqual(terms);
  });
});

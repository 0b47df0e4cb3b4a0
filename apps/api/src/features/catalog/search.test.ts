import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, SearchSuggestionsResponse } from '@spesa/domain';
import { body, build, type TestApp } from '../../test/helper';
import { searchPlan } from './search';
import { loadNameFacts } from './search-repo';
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
    // The query names "Passate e polpe di pomodoro": its passate come first, then its other products.
    expect(both.products.slice(0, 9).every((p) => /passata/i.test(p.name))).toBe(true);
    expect(both.products.every((p) => p.categoryId === 9101)).toBe(true);
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

describe('ranking and fallbacks', () => {
  const infos = async (q: string): Promise<unknown[]> =>
    body(await t.app.inject(`/ebsn/api/products?q=${encodeURIComponent(q)}`)).response.infos;

  it('ranks the products of the category a query names first', async () => {
    // "Aceto di vino rosso" holds the words too, in its name: it comes after every red wine.
    const wine = await search('vino rosso');
    expect(wine.products.length).toBeGreaterThan(10);
    expect(wine.products.every((p) => p.categoryId === 15101)).toBe(true);
  });

  it('puts a word in the head of the name before the same word after it', async () => {
    const { products } = await search('prosciutto crudo');
    const tortellini = products.findIndex((p) => /tortellini/i.test(p.name));
    expect(products.slice(0, tortellini).length).toBeGreaterThanOrEqual(5);
    expect(products.slice(0, tortellini).every((p) => /^.*prosciutto crudo/i.test(p.name))).toBe(
      true,
    );
  });

  it('ranks what a bare noun names from its own aisle, by the category tree', async () => {
    // No category is named "Lenticchie": their aisle is where most lines are lentils (Legumi secchi).
    const lentils = await search('lenticchie');
    const tinned = lentils.products.findIndex((p) => /lessate/i.test(p.name));
    expect(tinned).toBeGreaterThanOrEqual(5);
    const dry = lentils.products[0]!.categoryId;
    expect(lentils.products.slice(0, tinned).every((p) => p.categoryId === dry)).toBe(true);
    // "Latte detergente" begins with the word, but face care is not where milk is sold.
    const plan = await searchPlan(t.app.catalog, 'latte', 'mercato');
    const names = await loadNameFacts(t.database.db);
    const named = plan!.ranking.kindNamed.map((id) => names.get(id)!.folded);
    expect(named.length).toBeGreaterThan(10);
    expect(named.every((name) => /\blatte\b/.test(name))).toBe(true);
    expect(named.some((name) => /detergente/.test(name))).toBe(false);
  });

  it("reads a brand's own dictionary at that brand only", async () => {
    const at = async (host: string, q: string) => {
      const res = await t.app.inject({
        url: `/ebsn/api/products?q=${encodeURIComponent(q)}`,
        headers: { host },
      });
      return (body(res).data as { products: Product[] }).products.map((p) => p.name);
    };
    // The shop's own label: Mercatò at Mercatò, Freschissimo at Freschissimo.
    const mercato = await at('localhost', 'marchio latte');
    expect(mercato.length).toBeGreaterThan(0);
    expect(mercato.every((name) => /^Mercatò /.test(name))).toBe(true);
    const fresco = await at('fresco.localhost', 'marchio latte');
    expect(fresco.length).toBeGreaterThan(0);
    expect(fresco.every((name) => /^Freschissimo /.test(name))).toBe(true);
    // A Bolognese "crescente" is a focaccia; Freschissimo's table has no such entry.
    expect((await at('localhost', 'crescente'))[0]).toMatch(/Focaccia/);
    expect((await at('fresco.localhost', 'crescente')).some((n) => /Focaccia/.test(n))).toBe(false);
  });

  it('drops the words that find nothing and says so', async () => {
    const { products } = await search('spaghetti barilla');
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => /spaghetti/i.test(p.name))).toBe(true);
    expect(await infos('spaghetti barilla')).toEqual([
      {
        code: 'catalog.search_relaxed',
        info: 'Nessun risultato per "barilla": ecco i risultati per "spaghetti"',
      },
    ]);
  });

  it('offers the spelling it searched for a misspelt word', async () => {
    expect(await infos('prosciuto crudo')).toEqual([
      { code: 'catalog.search_suggestion', info: 'Forse cercavi "prosciutto crudo"?' },
    ]);
    expect(await infos('prosciutto crudo')).toEqual([]);
  });

  it('reads synonyms and the need a query states', async () => {
    expect((await search('coca')).products[0]!.name).toMatch(/\bCola\b/);
    expect((await search('te verde')).products[0]!.name).toMatch(/Tè verde/);
    const pizza = await search('per la pizza');
    expect(pizza.products.slice(0, 5).every((p) => /per pizza/i.test(p.name))).toBe(true);
  });

  it('cuts every page and page size from one order, without gaps or repeats', async () => {
    const ids = async (extra: string) =>
      (await search('pasta', `&sort=price_asc${extra}`)).products.map((p) => p.productId);
    const pages = [
      ...(await ids('&page_size=10&page=1')),
      ...(await ids('&page_size=10&page=2')),
      ...(await ids('&page_size=10&page=3')),
    ];
    expect(pages).toHaveLength(30);
    expect(new Set(pages).size).toBe(30);
    expect(await ids('&page_size=30&page=1')).toEqual(pages);
    const { total } = await search('pasta');
    expect(await ids(`&page_size=10&page=${Math.ceil(total / 10) + 1}`)).toEqual([]);
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
    expect(s.products[0]!.mediaURL).toMatch(/^\/img\/products\/\d+\.webp$/);
    expect(s.categories.map((c) => c.name)).toContain('Mozzarelle e latticini freschi');
  });

  it("reads the shopper's word as the search does: 'gassata' suggests the sparkling waters", async () => {
    const s = await suggest('gassata');
    expect(s.words[0]).toBe('frizzante');
    expect(s.products.length).toBeGreaterThan(0);
    for (const p of s.products) expect(p.name).toMatch(/Acqua minerale (leggermente )?frizzante/);
    expect((await suggest('acqua gassa')).words[0]).toBe('acqua frizzante');
  });

  it("completes a brand's own words with what they mean there", async () => {
    expect((await suggest('marchio')).words[0]).toBe('mercato');
    const res = await t.app.inject({
      url: '/ebsn/api/products/search-suggestions?q=marchio',
      headers: { host: 'fresco.localhost' },
    });
    const fresco = body(res).data as unknown as SearchSuggestionsResponse;
    expect(fresco.words[0]).toBe('freschissimo');
    for (const p of fresco.products) expect(p.name).toMatch(/^Freschissimo /);
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

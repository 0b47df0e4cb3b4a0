import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema, formatFacets, parseFacets } from './catalog';

describe('facets parameter', () => {
  it.each([
    ['brand:Mutti,Barilla;tipologia:Sfuso', { brand: ['mutti', 'barilla'], tipologia: ['sfuso'] }],
    ['', {}],
    // Repeated groups merge; duplicate values collapse.
    ['brand:a;brand:b,a', { brand: ['a', 'b'] }],
    [' category : 1100 , 1200 ;', { category: ['1100', '1200'] }],
  ])('%j parses', (text, value) => {
    expect(parseFacets(text)).toEqual({ ok: true, value });
  });

  it.each(['colore:rosso', 'brand', 'brand:<script>', `brand:${'x,'.repeat(60)}x`])(
    '%j is refused',
    (text) => {
      expect(parseFacets(text).ok).toBe(false);
    },
  );

  it('formats a selection in group order, round-tripping', () => {
    const text = formatFacets({ tipologia: ['sfuso'], brand: ['mercato', 'rossodoro'] });
    expect(text).toBe('brand:mercato,rossodoro;tipologia:sfuso');
    expect(parseFacets(text)).toEqual({
      ok: true,
      value: { brand: ['mercato', 'rossodoro'], tipologia: ['sfuso'] },
    });
  });
});

describe('ProductListQuerySchema', () => {
  it('reads the provider’s empty parameters as absent', () => {
    expect(
      ProductListQuerySchema.parse({
        page: '2',
        page_size: '',
        sort: '',
        promo: 'false',
        new_product: 'true',
      }),
    ).toEqual({ page: 2, promo: false, new_product: true });
  });

  it('refuses pages below 1, pages over 100 products and long queries', () => {
    expect(ProductListQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(ProductListQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    expect(ProductListQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  it.each([
    ['12', [12]],
    ['12, 7,12', [12, 7]],
    [
      Array.from({ length: 100 }, (_, i) => i + 1).join(','),
      Array.from({ length: 100 }, (_, i) => i + 1),
    ],
  ])('reads product_ids %#: in order, each once', (text, ids) => {
    expect(ProductListQuerySchema.parse({ product_ids: text }).product_ids).toEqual(ids);
  });

  it.each([
    '',
    '1,,2',
    '0',
    'uno',
    '2147483648',
    Array.from({ length: 101 }, (_, i) => i + 1).join(','),
  ])('refuses product_ids %#', (text) => {
    expect(ProductListQuerySchema.safeParse({ product_ids: text }).success).toBe(false);
  });
});

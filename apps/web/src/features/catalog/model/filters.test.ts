import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  filtersForCategory,
  filtersFromSearchParams,
  filtersReducer,
  filtersToSearchParams,
  hasFilterParams,
  productListRequest,
  type CatalogFilters,
  type FilterAction,
} from './filters';

const on = (patch: Partial<CatalogFilters>): CatalogFilters => ({ ...EMPTY_FILTERS, ...patch });
const page3 = on({ page: 3, facets: { brand: ['mercato'] } });

describe('filtersReducer (docs/rules/catalog.md Category filters)', () => {
  it.each<[string, CatalogFilters, FilterAction, CatalogFilters]>([
    [
      'selecting a facet resets the page to 1',
      page3,
      { type: 'toggleFacet', group: 'tipologia', value: 'sfuso' },
      on({ facets: { brand: ['mercato'], tipologia: ['sfuso'] } }),
    ],
    [
      'unselecting the last value of a group drops the group, page 1',
      page3,
      { type: 'toggleFacet', group: 'brand', value: 'mercato' },
      on({}),
    ],
    [
      'facet values are case-insensitive',
      page3,
      { type: 'toggleFacet', group: 'brand', value: 'MERCATO' },
      on({}),
    ],
    [
      'clearing a group resets the page',
      page3,
      { type: 'clearFacetGroup', group: 'brand' },
      on({}),
    ],
    [
      'promo resets the page',
      page3,
      { type: 'setPromo', value: true },
      on({ facets: { brand: ['mercato'] }, promo: true }),
    ],
    [
      'new resets the page',
      page3,
      { type: 'setNew', value: true },
      on({ facets: { brand: ['mercato'] }, onlyNew: true }),
    ],
    [
      'preferred resets the page',
      page3,
      { type: 'setPreferred', value: true },
      on({ facets: { brand: ['mercato'] }, preferred: true }),
    ],
    [
      // not in the spec's list, but page 3 of another order is not where the shopper was
      'a new sort order starts from page 1',
      page3,
      { type: 'setSort', value: 'price_asc' },
      on({ facets: { brand: ['mercato'] }, sort: 'price_asc' }),
    ],
    [
      'changing the page keeps the filters',
      page3,
      { type: 'setPage', value: 4 },
      on({ page: 4, facets: { brand: ['mercato'] } }),
    ],
    [
      'a page below 1 is page 1',
      page3,
      { type: 'setPage', value: 0 },
      on({ facets: { brand: ['mercato'] } }),
    ],
    [
      'reset clears the filters and the page, the order stays',
      on({ page: 2, promo: true, facets: { feature: ['bio'] }, sort: 'alf_asc' }),
      { type: 'reset' },
      on({ sort: 'alf_asc' }),
    ],
  ])('%s', (_case, state, action, expected) => {
    expect(filtersReducer(state, action)).toEqual(expected);
  });
});

describe('filtersForCategory (docs/rules/catalog.md: filters reset when the category changes)', () => {
  const stored = { categoryId: 1100, filters: on({ promo: true, page: 2 }) };
  it.each<[string, typeof stored | null, number, CatalogFilters]>([
    ['same category keeps its filters', stored, 1100, stored.filters],
    ['another category starts clean', stored, 1200, EMPTY_FILTERS],
    ['nothing stored', null, 1100, EMPTY_FILTERS],
  ])('%s', (_case, saved, categoryId, expected) => {
    expect(filtersForCategory(saved, categoryId)).toEqual(expected);
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter and keeps the other parameters', () => {
    const filters = on({
      facets: { brand: ['mercato', 'campoverde'], tipologia: ['sfuso'] },
      sort: 'price_des',
      promo: true,
      onlyNew: true,
      preferred: true,
      page: 2,
    });
    const params = filtersToSearchParams(filters, new URLSearchParams('q=latte&page=9'));
    expect(params.get('q')).toBe('latte');
    expect(params.get('facets')).toBe('brand:mercato,campoverde;tipologia:sfuso');
    expect(filtersFromSearchParams(params)).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(
      filtersToSearchParams(EMPTY_FILTERS, new URLSearchParams('categoryId=5')).toString(),
    ).toBe('categoryId=5');
  });

  it.each([
    ['facets=nonsense', on({})],
    ['facets=colore:rosso', on({})],
    ['sort=price_up', on({})],
    ['page=-2', on({})],
    ['page=abc', on({})],
    ['promo=1&new=0', on({ promo: true })],
  ])('reads %s leniently', (query, expected) => {
    expect(filtersFromSearchParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('knows whether a URL carries filters', () => {
    expect(hasFilterParams(new URLSearchParams('categoryId=3'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('page=2'))).toBe(true);
  });
});

describe('productListRequest', () => {
  it('builds the wire query with the page size of docs/rules/catalog.md', () => {
    expect(
      productListRequest(on({ facets: { feature: ['bio'] }, promo: true, page: 2 }), {
        parentCategoryId: 1100,
      }),
    ).toEqual({
      parent_category_id: 1100,
      page: 2,
      page_size: 24,
      facets: 'feature:bio',
      promo: true,
    });
    expect(productListRequest(EMPTY_FILTERS, { q: 'latte' })).toEqual({
      q: 'latte',
      page: 1,
      page_size: 24,
    });
  });

  it('counts active filters (sort and page are not filters)', () => {
    expect(
      activeFilterCount(on({ facets: { brand: ['a', 'b'] }, onlyNew: true, sort: 'promo' })),
    ).toBe(3);
  });
});

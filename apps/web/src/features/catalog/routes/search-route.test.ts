import { describe, expect, it } from 'vitest';
import { loaderRedirect } from '../../../test/loader';
import { fastSearchLoader, fastSearchWords, searchLoader } from './search-route';

describe('search pre-entry checks (docs/rules/catalog.md)', () => {
  it.each([
    ['/search?q=latte', null],
    // the route's `filter` parameter becomes the matching toggle
    ['/search?q=latte&filter=promo', '/search?q=latte&promo=true'],
    ['/search?q=latte&filter=new', '/search?q=latte&new=true'],
    ['/search?q=latte&filter=boh', '/search?q=latte'],
  ])('search %s → %s', async (path, expected) => {
    expect(await loaderRedirect(searchLoader, path)).toBe(expected);
  });

  it.each([
    ['/fast-search?q=latte', null],
    ['/fast-search?q=', '/'],
    ['/fast-search?q=%20%20', '/'],
    ['/fast-search', '/'],
  ])('fast-search %s → %s', async (path, expected) => {
    expect(await loaderRedirect(fastSearchLoader, path)).toBe(expected);
  });
});

describe('fastSearchWords', () => {
  it.each([
    ['latte', ['latte']],
    ['latte, pane;uova', ['latte', 'pane', 'uova']],
    // the same word twice is one tab
    ['latte, Latte, , pane', ['Latte', 'pane']],
  ])('%s', (q, words) => {
    expect(fastSearchWords(q)).toEqual(words);
  });
});

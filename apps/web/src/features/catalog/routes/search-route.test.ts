import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import { fastSearchLoader, fastSearchWords, searchLoader } from './search-route';

async function outcome(loader: LoaderFunction, path: string): Promise<string | null> {
  const url = new URL(`http://localhost${path}`);
  try {
    await loader({
      request: new Request(url),
      url,
      pattern: url.pathname,
      params: {},
      context: undefined,
    });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('search pre-entry checks (docs/rules/catalog.md)', () => {
  it.each([
    ['/search?q=latte', null],
    // the route's `filter` parameter becomes the matching toggle
    ['/search?q=latte&filter=promo', '/search?q=latte&promo=true'],
    ['/search?q=latte&filter=new', '/search?q=latte&new=true'],
    ['/search?q=latte&filter=boh', '/search?q=latte'],
  ])('search %s → %s', async (path, expected) => {
    expect(await outcome(searchLoader, path)).toBe(expected);
  });

  it.each([
    ['/fast-search?q=latte', null],
    ['/fast-search?q=', '/'],
    ['/fast-search?q=%20%20', '/'],
    ['/fast-search', '/'],
  ])('fast-search %s → %s', async (path, expected) => {
    expect(await outcome(fastSearchLoader, path)).toBe(expected);
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

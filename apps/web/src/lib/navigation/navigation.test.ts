import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, stripShopPrefix, toInternalPath } from './shop-prefix';
import { ScrollPositions, scrollPlanFor } from './scroll';
import { isNewPage } from './use-route-focus';

describe('stripShopPrefix', () => {
  it.each([
    ['/shop', '/'],
    ['/shop/', '/'],
    ['/shop/category/frutta', '/category/frutta'],
    ['/shop?x=1', '/?x=1'],
    ['/shop#top', '/#top'],
    ['/shopping', '/shopping'], // not the prefix, just a word starting with it
    ['/category/shop', '/category/shop'],
    ['/', '/'],
  ])('%s -> %s', (input, expected) => {
    expect(stripShopPrefix(input)).toBe(expected);
  });
});

describe('toInternalPath', () => {
  const origins = ['https://www.spesa.example.it'];
  it.each([
    ['/page/chi-siamo', '/page/chi-siamo'],
    ['/shop/page/chi-siamo', '/page/chi-siamo'],
    ['https://www.spesa.example.it/shop/faq?x=1', '/faq?x=1'],
    ['https://altro.example.it/faq', null],
    ['//altro.example.it/faq', null],
    ['mailto:info@spesa.example.it', null],
    ['tel:+390212345', null],
  ])('%s -> %s', (href, expected) => {
    expect(toInternalPath(href, origins)).toBe(expected);
  });
});

describe('safeRedirectTarget', () => {
  it.each([
    ['/profile/orders', '/profile/orders'],
    ['/shop/checkout', '/checkout'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    [null, '/'],
  ])('%s -> %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });
});

describe('scroll rule', () => {
  it('restores the saved position after 500 ms on back navigation', () => {
    expect(scrollPlanFor('POP', 840)).toEqual({ top: 840, delayMs: 500 });
  });

  it('goes to the top on back navigation to an unknown entry', () => {
    expect(scrollPlanFor('POP', undefined)).toEqual({ top: 0, delayMs: 500 });
  });

  it.each(['PUSH', 'REPLACE'] as const)('%s scrolls to the top at once', (kind) => {
    expect(scrollPlanFor(kind, 840)).toEqual({ top: 0, delayMs: 0 });
  });

  it('keeps a bounded number of positions', () => {
    const positions = new ScrollPositions(2);
    positions.save('a', 1);
    positions.save('b', 2);
    positions.save('c', 3);
    expect(positions.get('a')).toBeUndefined();
    expect(positions.get('c')).toBe(3);
  });
});

describe('isNewPage (where focus goes after a client-side navigation)', () => {
  const at = (path: string, state: unknown = null) => ({ path, state });
  it.each([
    ['results → product', at('/search?q=pasta'), at('/product/spaghetti'), true],
    ['checkout → payment', at('/checkout'), at('/payment'), true],
    ['another search', at('/search?q=pasta'), at('/search?q=mele'), true],
    ['only the hash', at('/page/faq'), at('/page/faq'), false],
    [
      'a filter, changed in place',
      at('/search?q=pasta'),
      at('/search?q=pasta&promo=1', { keepScroll: true }),
      false,
    ],
  ])('%s', (_name, previous, next, expected) => {
    expect(isNewPage(previous, next)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { shopPathFromSchemeUrl, urlSchemeOf } from './url-scheme';

describe('urlSchemeOf', () => {
  it.each([
    ['mercato', 'web+mercato'],
    ['fresco', 'web+fresco'],
    ['Bio-2', 'web+bio'],
  ])('%s → %s', (brandId, scheme) => {
    expect(urlSchemeOf(brandId)).toBe(scheme);
  });
});

describe('shopPathFromSchemeUrl (the brand scheme opens only the shop)', () => {
  it.each([
    ['web+mercato://prodotto/pane-casereccio', '/product/pane-casereccio'],
    ['WEB+MERCATO://prodotto/pane-casereccio/', '/product/pane-casereccio'],
    ['web+mercato://categoria/frutta-e-verdura/mele', '/category/frutta-e-verdura/mele'],
    ['web+mercato://ordini', '/profile/orders'],
    ['web+mercato://ordini/42', '/profile/orders/42'],
    ['web+mercato://carrello', '/checkout'],
    ['web+mercato://cerca?q=latte intero', '/search?q=latte+intero'],
    ['web+mercato:/profile/orders/12', '/profile/orders/12'],
    ['web+mercato://product/mela-fuji', '/product/mela-fuji'],
    ['web+mercato://prodotto/pane#recensioni', '/product/pane'],
  ])('%s → %s', (link, path) => {
    expect(shopPathFromSchemeUrl(link, 'web+mercato')).toBe(path);
  });

  it.each([
    ['another shop’s host', 'web+mercato://evil.com'],
    ['a host before a page', 'web+mercato://evil.com/product/pane'],
    ['protocol-relative', 'web+mercato:////evil.com'],
    ['a backslash', 'web+mercato://prodotto/..\\evil.com'],
    ['dots', 'web+mercato://prodotto/../../admin'],
    ['encoded slashes', 'web+mercato://prodotto/%2F%2Fevil.com'],
    ['script', 'javascript:alert(1)'],
    ['another scheme', 'https://evil.com/product/pane'],
    ['another brand', 'web+fresco://prodotto/pane'],
    ['an order that is not a number', 'web+mercato://ordini/abc'],
    ['a page not opened by links', 'web+mercato://profile/addresses'],
    ['a search with no words', 'web+mercato://cerca'],
    ['nothing', ''],
  ])('%s opens the home', (_case, link) => {
    expect(shopPathFromSchemeUrl(link, 'web+mercato')).toBe('/');
  });

  it('opens the home without a link', () => {
    expect(shopPathFromSchemeUrl(null, 'web+mercato')).toBe('/');
  });
});

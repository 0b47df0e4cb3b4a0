import { describe, expect, it } from 'vitest';
import { DEEP_LINK_PATHS, isDeepLinkPath } from './deep-links';

describe('deep links (docs/rules/shop-shell.md Deep links allowed)', () => {
  it.each([
    ['/profile/orders', true],
    ['/profile/orders/', true],
    ['/profile/orders/1234', true],
    ['/checkout', true],
    ['/search', true],
    ['/search?q=pane', true],
    ['/product/pane-casereccio', true],
    ['/product/pane-casereccio#recensioni', true],
    ['/category/frutta-e-verdura', true],
    ['/category/frutta-e-verdura/mele', true],
    ['/', false],
    ['/product/', false],
    ['/category', false],
    ['/profile/addresses', false],
    ['/profile/ordersx', false],
    ['/checkoutx', false],
    ['/payment', false],
    ['/admin', false],
    ['/fast-search', false],
  ])('%s → %s', (path, allowed) => {
    expect(isDeepLinkPath(path)).toBe(allowed);
  });

  it('lists each pattern once, each an absolute path', () => {
    expect(new Set(DEEP_LINK_PATHS).size).toBe(DEEP_LINK_PATHS.length);
    for (const pattern of DEEP_LINK_PATHS) expect(pattern.startsWith('/')).toBe(true);
  });
});

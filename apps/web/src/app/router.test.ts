import type { LoaderFunction, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../test/fixtures';
import { createQueryClient } from './query-client';
import { loaderRedirect } from '../test/loader';
import { appRoutes, hasPage, pagePatterns } from './router';

const routes = pagePatterns(appRoutes(createQueryClient(), testBrand()));

/** Paths the router has a page at, whatever their parameters. */
const PAGES = [
  '/',
  '/login',
  '/search',
  '/category/frutta-e-verdura/frutta',
  '/product/qualsiasi-prodotto',
  '/page/consegna-a-casa',
  '/faq/pagamenti',
  '/volantini/volantino-della-settimana',
  '/profile/lists',
  '/profile/lists/favourites',
  '/profile/lists/12',
  '/profile/orders/345',
  '/profile/addresses/manage',
  '/profile/addresses/manage/7',
  '/cart/payment-completed/345',
  '/reset-password',
  '/registration/reset-password',
  '/admin',
  '/admin/accesso',
  '/admin/ordini/345',
  '/shop',
  '/shop/profile/lists',
  '/apri',
  '/Login',
];

/** Paths it shows «Pagina non trovata» at. */
const NONE = [
  '/questa-pagina-non-esiste',
  '/not-found',
  '/profile',
  '/profile/lists/12/altro',
  '/cart',
  '/admin/ordini',
  '/admin/qualcosa',
  '/product/a/b',
  '/shop/questa-pagina-non-esiste',
];

describe('which paths the app has a page at (the server answers the others 404)', () => {
  it.each([
    ...PAGES.map((path) => [path, true] as const),
    ...NONE.map((path) => [path, false] as const),
  ])('%s is a page: %s', (path, isPage) => {
    expect(hasPage(routes, path)).toBe(isPage);
  });
});

/** The route at a path, anywhere in the tree. */
function routeAt(list: RouteObject[], path: string): RouteObject | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const child = routeAt(route.children ?? [], path);
    if (child) return child;
  }
  return undefined;
}

describe("/apri: a link of the brand's URL scheme opens the shop's own page", () => {
  const loader = routeAt(appRoutes(createQueryClient(), testBrand({ id: 'mercato' })), '/apri')
    ?.loader as LoaderFunction;
  const openedAt = (link: string) =>
    loaderRedirect(loader, `/apri?${new URLSearchParams({ url: link })}`);

  it.each([
    ['web+mercato://prodotto/pane-casereccio', '/product/pane-casereccio'],
    ['web+mercato://ordini/12', '/profile/orders/12'],
    ['web+mercato://evil.com', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', async (link, path) => {
    expect(await openedAt(link)).toBe(path);
  });
});

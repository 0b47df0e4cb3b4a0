import { describe, expect, it } from 'vitest';
import { testBrand } from '../test/fixtures';
import { createQueryClient } from './query-client';
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

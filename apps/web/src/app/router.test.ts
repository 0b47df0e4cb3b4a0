import { describe, expect, it } from 'vitest';
import { testBrand } from '../test/fixtures';
import { createQueryClient } from './query-client';
import { appRoutes, hasPage, pagePatterns } from './router';

const routes = pagePatterns(appRoutes(createQueryClient(), testBrand()));

describe('which paths the app has a page at (the server answers the others 404)', () => {
  it.each([
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
  ])('%s is a page', (path) => {
    expect(hasPage(routes, path)).toBe(true);
  });

  it.each([
    '/questa-pagina-non-esiste',
    '/not-found',
    '/profile',
    '/profile/lists/12/altro',
    '/cart',
    '/admin/ordini',
    '/admin/qualcosa',
    '/product/a/b',
    '/shop/questa-pagina-non-esiste',
  ])('%s is none', (path) => {
    expect(hasPage(routes, path)).toBe(false);
  });
});

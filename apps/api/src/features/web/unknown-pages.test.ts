import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, build, type TestApp } from '../../test/helper';
import { webDist } from '../../test/web-dist';

/**
 * A stand-in for the web app's server bundle with its contract (entry-server.tsx):
 * the router's pages, each a pattern, asked with the path alone and the host's
 * brand (Freschissimo has a page of its own here, to show it is the host's).
 */
const ENTRY = `
const PAGES = [/^\\/$/, /^\\/login$/, /^\\/profile\\/lists(\\/[^/]+)?$/, /^\\/admin(\\/ordini\\/[^/]+)?$/];
export async function render() { return null; }
export function hasPage(pathname, brand) {
  return PAGES.some((page) => page.test(pathname)) || (brand.id === 'fresco' && pathname === '/solo-fresco');
}
`;

let t: TestApp;
beforeAll(async () => {
  t = await build({ WEB_DIST_DIR: webDist(ENTRY), catalogue: 'small' });
});
afterAll(() => t.close());

const HOST = { host: 'localhost:3000' };

describe('a path the web app has no page at', () => {
  it('answers the shop’s «Pagina non trovata» page with 404', async () => {
    for (const url of ['/questa-pagina-non-esiste', '/profile/lists/12/altro', '/admin/qualcosa']) {
      const res = await t.app.inject({ url, headers: HOST });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<title>Pagina non trovata | Mercatò</title>');
      // The web app itself, which shows its not-found page.
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" src="/assets/app.js"></script>');
    }
  });

  it('answers the pages the router has with 200, their parameters whatever they are', async () => {
    for (const url of [
      '/',
      '/login?redirect=%2Fprofile%2Flists',
      '/profile/lists',
      '/profile/lists/12',
      '/admin',
      '/admin/ordini/345',
    ]) {
      const res = await t.app.inject({ url, headers: HOST });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('Pagina non trovata');
    }
  });

  it('sends the browser’s own /favicon.ico to the host brand’s logo, not to a 404', async () => {
    const mercato = await t.app.inject({ url: '/favicon.ico', headers: HOST });
    expect(mercato.statusCode).toBe(302);
    expect(mercato.headers.location).toBe('/img/brand/mercato/logo.svg');
    const fresco = await t.app.inject({
      url: '/favicon.ico',
      headers: { host: 'fresco.localhost' },
    });
    expect(fresco.headers.location).toBe('/img/brand/fresco/logo.svg');
  });

  it('asks with the host’s brand, and names it in the title', async () => {
    const fresco = await t.app.inject({
      url: '/solo-fresco',
      headers: { host: 'fresco.localhost' },
    });
    expect(fresco.statusCode).toBe(200);
    const mercato = await t.app.inject({ url: '/solo-fresco', headers: HOST });
    expect(mercato.statusCode).toBe(404);
    const other = await t.app.inject({ url: '/nessuna', headers: { host: 'fresco.localhost' } });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('<title>Pagina non trovata | Freschissimo</title>');
  });

  it('leaves the API’s paths and the build’s files their own not-found answers', async () => {
    const api = await t.app.inject({ url: '/ebsn/api/nulla', headers: HOST });
    expect(api.statusCode).toBe(404);
    expect(body(api).response.errors[0]?.error).toBe('La risorsa richiesta non esiste.');
    const file = await t.app.inject({ url: '/assets/vecchio-B0ld1d.js', headers: HOST });
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).not.toContain('text/html');
  });
});

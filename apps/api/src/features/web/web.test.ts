import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, build, type TestApp } from '../../test/helper';
import { WEB_TEMPLATE, webDist } from '../../test/web-dist';
import { renderIndexHtml } from './index-html';

const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true, dynamicImports: ['_boot.js'] },
  '_boot.js': { file: 'assets/boot.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'src/features/home/index.ts': { file: 'assets/home.js', imports: ['_react.js', '_card.js'] },
  'src/features/home/components/shop-window.tsx': {
    file: 'assets/shop-window.js',
    imports: ['_card.js'],
  },
  'src/features/catalog/routes/search-route.tsx': {
    file: 'assets/search.js',
    imports: ['_card.js'],
  },
  'src/components/cookie-consent/cookie-consent.tsx': { file: 'assets/cookies.js' },
};

let t: TestApp;
beforeAll(async () => {
  const dist = webDist();
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ build: 'b1f2e3d4c5a6' }));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await build({
    WEB_DIST_DIR: dist,
    catalogue: 'small',
    APP_LATEST_VERSION: '1.2.0',
    APP_STORE_URL: 'https://apps.example/{platform}',
  });
});
afterAll(() => t.close());

describe('the web app page', () => {
  it('carries the brand of the host: title, theme and configuration before any script runs', async () => {
    const res = await t.app.inject({ url: '/login', headers: { host: 'fresco.localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Freschissimo – Spesa online con consegna e ritiro</title>');
    expect(res.body).toContain('--color-primary:#0b5394');
    const json = /<script type="application\/json" id="brand-data">(.*?)<\/script>/s.exec(res.body);
    expect(JSON.parse(json![1]!)).toMatchObject({ id: 'fresco', flags: { registration: true } });
  });

  it('gives unknown hosts the default brand', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'sconosciuto.example' } });
    expect(res.body).toContain('<title>Mercatò – La spesa online a casa tua</title>');
  });

  it('sends a strict script policy and no-cache on the page', async () => {
    const res = await t.app.inject('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it.each([
    [
      '/',
      [
        '/assets/boot.js',
        '/assets/react.js',
        '/assets/home.js',
        '/assets/card.js',
        '/assets/shop-window.js',
        '/assets/cookies.js',
      ],
    ],
    [
      '/search?q=latte',
      [
        '/assets/boot.js',
        '/assets/react.js',
        '/assets/search.js',
        '/assets/card.js',
        '/assets/cookies.js',
      ],
    ],
    ['/login', ['/assets/boot.js', '/assets/react.js']],
  ])(
    'lists on %s the chunks the entry preloads once the page has painted: the app, the route and what they import',
    async (url, files) => {
      const res = await t.app.inject(url);
      const json = /<script type="application\/json" id="app-chunks">(.*?)<\/script>/s.exec(
        res.body,
      );
      expect(JSON.parse(json![1]!)).toEqual(files);
      expect(res.body).not.toContain('rel="modulepreload"');
    },
  );

  it("serves robots.txt naming the brand's sitemap", async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'fresco.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nSitemap: http://fresco.localhost:3000/sitemap.xml\n',
    );
  });

  it('answers a build file that is not there 404, never the web app’s page', async () => {
    // An old build's file after a deploy: a page kept from before asks for it.
    for (const url of ['/assets/list-route-B0ld1d.js', '/assets/index-0ld.css', '/assets/x/y.js']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers an unknown API path with a 404 envelope, not the web app', async () => {
    const res = await t.app.inject('/ebsn/api/nulla');
    expect(res.statusCode).toBe(404);
    expect(body(res).response.errors[0]?.error).toBe('La risorsa richiesta non esiste.');
  });
});

describe('renderIndexHtml', () => {
  it('cannot be broken out of by brand texts', () => {
    const html = renderIndexHtml(
      WEB_TEMPLATE,
      {
        id: 'x',
        name: '</script><script>alert(1)</script>',
        origin: 'http://x',
        logoUrl: '/l.svg',
        theme: {
          primary: '#000',
          primaryDark: '#000',
          secondary: '#000',
          secondaryDark: '#000',
          accent: '#000',
        },
        flags: { registration: true, updateCart: true, optionsSelectorModal: true },
        config: {} as never,
        texts: {},
      },
      { title: '<b>Titolo</b>', description: '"desc"' },
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>&lt;b&gt;Titolo&lt;/b&gt;</title>');
  });
});

describe('the deployed build (issue 35)', () => {
  it('/version.json names the build served and the last published app version', async () => {
    const res = await t.app.inject('/version.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      lastVersion: {
        version: '1.2.0',
        description: expect.any(String),
        url: 'https://apps.example/{platform}',
        build: 'b1f2e3d4c5a6',
      },
    });
  });

  it('every page names the build it was served from', async () => {
    for (const url of ['/', '/login', '/cart']) {
      const res = await t.app.inject(url);
      expect(res.body).toContain('<meta name="spesa-build" content="b1f2e3d4c5a6">');
    }
  });

  it('serves the service worker never from a cache, and build.json only through /version.json', async () => {
    const worker = await t.app.inject('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/build.json')).statusCode).toBe(404);
  });
});

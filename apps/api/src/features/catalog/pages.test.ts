import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { body, build, type TestApp } from '../../test/helper';
import { pictureSize } from '../../test/pictures';

const TEMPLATE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Vite</title>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

/** In the small catalogue each leaf keeps its first line by its first label. */
const SLUG = 'campi-del-sole-passata-di-pomodoro-700-g';
const HOST = { host: 'localhost:3000' };

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await build({
    WEB_DIST_DIR: dist,
    catalogue: 'small',
    PUBLIC_ORIGINS: { mercato: 'http://localhost:3000', fresco: 'http://fresco.localhost' },
  });
});
afterAll(() => t.close());

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('GET /product/:slug', () => {
  it('sends the web app with the product in its head', async () => {
    const res = await t.app.inject({ url: `/product/${SLUG}`, headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Campi del Sole Passata di pomodoro 700 g | Mercatò</title>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/product/${SLUG}">`);
    expect(html).toContain(
      '<meta property="og:title" content="Campi del Sole Passata di pomodoro 700 g | Mercatò">',
    );
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/img\/products\/\d+\.webp">/,
    );
    expect(html).toContain('<div id="root"></div>');

    const [product, breadcrumb] = jsonLd(html);
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Campi del Sole Passata di pomodoro 700 g',
      gtin13: expect.stringMatching(/^\d{13}$/),
      brand: { '@type': 'Brand', name: 'Campi del Sole' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: expect.stringMatching(/^\d+\.\d{2}$/),
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    const items = (breadcrumb!.itemListElement as { name: string; position: number }[]).map(
      (i) => i.name,
    );
    expect(items).toEqual([
      'Homepage',
      'Conserve e sughi',
      'Pomodoro e sughi',
      'Passate e polpe di pomodoro',
      'Campi del Sole Passata di pomodoro 700 g',
    ]);
  });

  it("canonicalises each brand to its own configured origin, found by the request's host", async () => {
    const res = await t.app.inject({
      url: `/product/${SLUG}`,
      headers: { host: 'fresco.localhost' },
    });
    expect(res.body).toContain(`href="http://fresco.localhost/product/${SLUG}"`);
    expect(res.body).toContain('| Freschissimo</title>');
  });

  it('leaves gtin13 out for loose goods, which have no EAN', async () => {
    const [loose] = await t.database.db
      .update(products)
      .set({ ean: '' })
      .where(eq(products.productId, 100001))
      .returning({ slug: products.slug });
    const res = await t.app.inject({ url: `/product/${loose!.slug}`, headers: HOST });
    expect(res.statusCode).toBe(200);
    const [product] = jsonLd(res.body);
    expect(product).toMatchObject({ '@type': 'Product', name: expect.stringContaining('Mele') });
    expect(product).not.toHaveProperty('gtin13');
  });

  it('still sends the web app for an unknown slug, with 404', async () => {
    const res = await t.app.inject({ url: '/product/non-esiste', headers: HOST });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Pagina non trovata | Mercatò</title>');
  });
});

describe('GET /category/*', () => {
  it('sends the web app with the category head and its breadcrumb', async () => {
    const res = await t.app.inject({
      url: '/category/frutta-e-verdura/frutta/agrumi',
      headers: HOST,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Agrumi | Mercatò</title>');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/category/frutta-e-verdura/frutta/agrumi">',
    );
    const [breadcrumb] = jsonLd(res.body);
    expect((breadcrumb!.itemListElement as { item: string }[]).at(-1)!.item).toBe(
      'http://localhost:3000/category/frutta-e-verdura/frutta/agrumi',
    );
  });

  it('answers an unknown category with the web app and 404', async () => {
    const res = await t.app.inject({ url: '/category/nessuna/categoria', headers: HOST });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the categories and products with absolute URLs', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: HOST });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.body).toContain('<loc>http://localhost:3000/category/frutta-e-verdura</loc>');
    expect(res.body).toContain(`<loc>http://localhost:3000/product/${SLUG}</loc>`);
    // Categories out of the menu stay out of the sitemap.
    expect(res.body).not.toContain('/category/shopper-e-imballaggi<');
  });
});

describe('product and category pictures', () => {
  it('serves a packshot with the product name and long-lived caching', async () => {
    const res = await t.app.inject('/img/products/100001.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000');
    expect(res.body).toContain('<svg');
    expect(res.body).toContain('Mele Golden');
  });

  it('serves category icons and menu pictures', async () => {
    const icon = await t.app.inject('/img/categories/1000/icon.svg');
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const menu = await t.app.inject('/img/categories/1000/menu.svg');
    expect(menu.body).toContain('Frutta e verdura');
  });

  it('serves them as WebP at the widths the pages ask for', async () => {
    const sizeOf = async (url: string) => {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('image/webp');
      return pictureSize(res.rawPayload);
    };
    expect(await sizeOf('/img/products/100001.webp')).toEqual({ width: 400, height: 400 });
    expect(await sizeOf('/img/products/100001.webp?w=800')).toEqual({ width: 800, height: 800 });
    expect(await sizeOf('/img/categories/1000/icon.webp')).toEqual({ width: 96, height: 96 });
    expect(await sizeOf('/img/categories/1000/menu.webp?w=600')).toEqual({
      width: 600,
      height: 360,
    });
    for (const url of ['/img/products/100001.webp?w=123', '/img/categories/1000/icon.webp?w=600']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(body(res).response.errors[0]!.field, url).toBe('w');
    }
  });

  it('answers 404 for unknown pictures and 400 for malformed names', async () => {
    expect((await t.app.inject('/img/products/1.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/img/products/1.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/img/products/100001.png')).statusCode).toBe(400);
    expect((await t.app.inject('/img/products/..%2Fetc.svg')).statusCode).toBe(400);
    expect((await t.app.inject('/img/categories/1000/logo.png')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue calls and their parameters', async () => {
    const doc = (await t.app.inject('/ebsn/api/docs/json')).json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
      components: { schemas: Record<string, unknown> };
    };
    const products = doc.paths['/ebsn/api/products']!.get;
    expect(products.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'parent_category_id',
        'q',
        'slug',
        'page',
        'page_size',
        'facets',
        'sort',
        'promo',
        'new',
        'preferred',
      ]),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/ebsn/api/category',
        '/ebsn/api/category-block/info',
        '/ebsn/api/products/search-suggestions',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('Category');
  });
});

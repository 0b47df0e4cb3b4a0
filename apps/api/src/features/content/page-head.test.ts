import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPosts } from '../../db/schema';
import { build, type TestApp } from '../../test/helper';

const TEMPLATE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Vite</title>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

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

const page = (url: string, host = 'localhost:3000') => t.app.inject({ url, headers: { host } });

describe('the head of content pages, written by the server', () => {
  it('gives a page its SEO title, description, canonical and Homepage > title trail', async () => {
    const res = await page('/page/consegna-a-casa', 'fresco.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Consegna a casa | Freschissimo</title>');
    expect(res.body).toContain(
      '<meta name="description" content="Dove consegna Freschissimo, quanto costa la consegna a domicilio e come scegliere la fascia oraria.">',
    );
    expect(res.body).toContain(
      '<link rel="canonical" href="http://fresco.localhost/page/consegna-a-casa">',
    );
    expect(res.body).toContain('"@type":"BreadcrumbList"');
    expect(res.body).toContain('"name":"Homepage"');
  });

  it('gives a flyer its title, and an unknown slug the not-found page with 404', async () => {
    const flyer = await page('/volantini/volantino-della-settimana');
    expect(flyer.body).toContain('<title>Le offerte della settimana | Volantino Mercatò</title>');
    const missing = await page('/page/non-esiste');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Pagina non trovata | Mercatò</title>');
    expect((await page('/page/..%2F..%2Fetc')).statusCode).toBe(404);
  });

  it('escapes what an editor wrote in the SEO fields', async () => {
    await t.database.db.insert(contentPosts).values({
      brandId: 'mercato',
      postType: 'page',
      slug: 'titolo-strano',
      title: 'Offerte "speciali" & <b>sconti</b>',
      meta: { seo_title: '', seo_description: '"><script>alert(1)</script>' },
    });
    const res = await page('/page/titolo-strano');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain(
      '<title>Offerte &quot;speciali&quot; &amp; sconti | Mercatò</title>',
    );
  });
});

import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/helper';

const TEMPLATE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Vite</title>
<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `parola-${i}`))};\n`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  mkdirSync(path.join(dist, 'assets'));
  const asset = path.join(dist, 'assets', 'app-abc123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  t = await build({ WEB_DIST_DIR: dist, catalogue: 'small' });
});
afterAll(() => t.close());

const vary = (value: unknown): string[] =>
  String(value ?? '')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim());

describe('hashed assets', () => {
  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
  ])(
    'Accept-Encoding %s: the file precompressed at build time, %s',
    async (accept, encoding, decode) => {
      const res = await t.app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(vary(res.headers.vary)).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
    },
  );

  it('as they are to a client that accepts no encoding', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });
});

describe('the page', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'is compressed on the fly with %s, and varies with the host',
    async (encoding, decode) => {
      const res = await t.app.inject({
        url: '/',
        headers: { host: 'fresco.localhost', 'accept-encoding': encoding },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(vary(res.headers.vary)).toEqual(['host', 'accept-encoding', 'cookie']);
      expect(decode(res.rawPayload).toString()).toContain('<title>Freschissimo');
    },
  );

  it('answers 304 without a body to a matching If-None-Match, per brand', async () => {
    const first = await t.app.inject({
      url: '/search?q=latte',
      headers: { host: 'fresco.localhost' },
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({
      url: '/search?q=latte',
      headers: { host: 'fresco.localhost', 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const otherBrand = await t.app.inject({
      url: '/search?q=latte',
      headers: { host: 'localhost', 'if-none-match': etag },
    });
    expect(otherBrand.statusCode).toBe(200);
    expect(otherBrand.headers.etag).not.toBe(etag);
  });
});

describe('catalogue answers', () => {
  it('are compressed, carry an ETag, vary with the session, and 304 when unchanged', async () => {
    const url = '/ebsn/api/category?filtered=true&depth=3';
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(vary(first.headers.vary)).toEqual(['cookie', 'accept-encoding']);
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toHaveProperty('data.categories');

    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('are sent as they are below the threshold or without Accept-Encoding', async () => {
    const plain = await t.app.inject({ url: '/ebsn/api/category?filtered=true&depth=3' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveProperty('data.categories');
    const small = await t.app.inject({
      url: '/version.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('a 404 carries no ETag', async () => {
    const res = await t.app.inject({ url: '/ebsn/api/products?slug=non-esiste' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});

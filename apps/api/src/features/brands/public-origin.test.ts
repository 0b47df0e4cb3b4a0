import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { body, build, type TestApp } from '../../test/helper';
import { BrandRegistry } from './service';

/*
 * Absolute URLs (canonical, og:url, the publicly cached sitemap, the brand's
 * origin) come from the configured origins, whatever Host the request claims.
 */

const TEMPLATE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Vite</title>
</head><body><div id="root"></div></body></html>`;
const SLUG = 'campi-del-sole-passata-di-pomodoro-700-g';
const MERCATO = 'https://www.mercato-spesa.it';
const FRESCO = 'https://www.freschissimo.it';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  t = await build({
    WEB_DIST_DIR: dist,
    catalogue: 'small',
    PUBLIC_ORIGINS: { mercato: MERCATO, fresco: FRESCO },
  });
});
afterAll(() => t.close());

/** Every absolute http(s) URL of a text. */
const urlsIn = (text: string): string[] => text.match(/https?:\/\/[^\s"'<>\\]+/g) ?? [];

describe('a forged Host header', () => {
  it.each(['evil.example', 'evil.example:8443', 'www.mercato-spesa.it:6666'])(
    'Host %s: canonical and og:url on the configured origin',
    async (host) => {
      const res = await t.app.inject({ url: `/product/${SLUG}`, headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<link rel="canonical" href="${MERCATO}/product/${SLUG}">`);
      expect(res.body).toContain(`<meta property="og:url" content="${MERCATO}/product/${SLUG}">`);
      expect(res.body).not.toContain('evil.example');
      expect(res.body).not.toContain(':6666');
    },
  );

  it('never reaches the sitemap, which caches publicly', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.filter((loc) => !loc.startsWith(`${MERCATO}/`))).toEqual([]);
  });

  it("never becomes the brand's origin, in the API or in the page", async () => {
    const api = await t.app.inject({ url: '/ebsn/api/brand', headers: { host: 'evil.example' } });
    expect(body(api).data).toMatchObject({ id: 'mercato', origin: MERCATO });
    const page = await t.app.inject({ url: '/', headers: { host: 'evil.example' } });
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain(MERCATO);
  });

  it('keeps each brand on its own origin, whatever port the Host names', async () => {
    const res = await t.app.inject({
      url: `/category/frutta-e-verdura`,
      headers: { host: 'fresco.localhost:9999' },
    });
    const urls = urlsIn(res.body).filter((url) => !url.startsWith('https://schema.org'));
    expect(urls.length).toBeGreaterThan(1);
    expect(urls.filter((url) => url !== FRESCO && !url.startsWith(`${FRESCO}/`))).toEqual([]);
  });
});

describe('the brand origins', () => {
  it("default to http://<the brand's first domain>:PORT", () => {
    const registry = new BrandRegistry(t.app.brands.all(), { port: 3100 });
    const [mercato, fresco] = ['mercato', 'fresco'].map((id) => t.app.brands.get(id)!);
    expect(registry.originOf(mercato!)).toBe('http://localhost:3100');
    expect(registry.originOf(fresco!)).toBe('http://fresco.localhost:3100');
  });

  it('refuse a brand that is not configured', () => {
    expect(
      () => new BrandRegistry(t.app.brands.all(), { publicOrigins: { nessuno: MERCATO } }),
    ).toThrow(/nessuno/);
  });

  it.each(['mercato=ftp://x.it', 'mercato=https://x.it/negozio', 'https://x.it', 'mercato='])(
    'refuse the setting %s',
    (value) => {
      expect(() => loadConfig({ PUBLIC_ORIGINS: value })).toThrow(/PUBLIC_ORIGINS/);
    },
  );

  it('read brandId=origin pairs', () => {
    const config = loadConfig({ PUBLIC_ORIGINS: `mercato=${MERCATO}/, fresco=${FRESCO}:443` });
    expect(config.PUBLIC_ORIGINS).toEqual({ mercato: MERCATO, fresco: FRESCO });
  });
});

describe('the senders of the brands’ mail (issue 34)', () => {
  const [mercato, fresco] = ['mercato', 'fresco'];

  it('are each brand’s name at its public host, without www.', () => {
    expect(t.app.brands.senderOf(mercato!)).toBe('Mercatò <noreply@mercato-spesa.it>');
    expect(t.app.brands.senderOf(fresco!)).toBe('Freschissimo <noreply@freschissimo.it>');
  });

  it('are at <brand>.localhost while the host is this machine', () => {
    const registry = new BrandRegistry(t.app.brands.all(), { port: 3100 });
    expect(registry.senderOf(mercato!)).toBe('Mercatò <noreply@mercato.localhost>');
    expect(registry.senderOf(fresco!)).toBe('Freschissimo <noreply@fresco.localhost>');
  });

  it('take the configured one over it, and refuse a brand that is not configured', () => {
    const config = loadConfig({
      MAIL_FROM:
        'fresco="Fresco, la spesa" <ordini@freschissimo.it>; mercato=ordini@mercato-spesa.it',
    });
    const registry = new BrandRegistry(t.app.brands.all(), { mailSenders: config.MAIL_FROM });
    expect(registry.senderOf(fresco!)).toBe('"Fresco, la spesa" <ordini@freschissimo.it>');
    expect(registry.senderOf(mercato!)).toBe('ordini@mercato-spesa.it');
    expect(
      () => new BrandRegistry(t.app.brands.all(), { mailSenders: { nessuno: 'a@b.it' } }),
    ).toThrow(/nessuno/);
  });

  it.each(['Spesa <noreply@x.it>', 'fresco=Fresco', 'fresco=a@b.it\r\nBcc: c@d.it', '=a@b.it'])(
    'refuse the setting %s',
    (value) => {
      expect(() => loadConfig({ MAIL_FROM: value })).toThrow(/MAIL_FROM/);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { BrandRegistry } from '../features/brands/service';
import { build, type TestApp } from '../test/helper';
import {
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  withTagManager as addTagManager,
} from './security-headers';

/*
 * Headers every answer carries: Permissions-Policy always, HSTS only where the
 * shop is on HTTPS; and the OpenAPI docs stay off in production unless asked for.
 */

let behindProxy: TestApp;
let production: TestApp;
let productionWithDocs: TestApp;
let withTagManager: TestApp;
beforeAll(async () => {
  [behindProxy, production, productionWithDocs, withTagManager] = await Promise.all([
    build({ catalogue: 'small', TRUST_PROXY: ['127.0.0.1'] }),
    build({ catalogue: 'small', NODE_ENV: 'production', COOKIE_SECURE: true }),
    build({ catalogue: 'small', NODE_ENV: 'production', API_DOCS: true }),
    build({ catalogue: 'small', TAG_MANAGER_IDS: { fresco: 'GTM-TEST123' } }),
  ]);
});
afterAll(() =>
  Promise.all([behindProxy, production, productionWithDocs, withTagManager].map((t) => t.close())),
);

/** The CSP's directives by name, each with its sources. */
const directives = (policy: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  it.each(['/version.json', '/ebsn/api/brand', '/', '/ebsn/api/nessuna-pagina'])(
    '%s carries the Permissions-Policy',
    async (url) => {
      const res = await behindProxy.app.inject(url);
      expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    },
  );

  it('sends no HSTS over plain HTTP', async () => {
    const res = await behindProxy.app.inject('/version.json');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the request came over HTTPS', async () => {
    const res = await behindProxy.app.inject({
      url: '/version.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('sends HSTS on every answer when COOKIE_SECURE says the shop is on HTTPS', async () => {
    const res = await production.app.inject('/version.json');
    expect(res.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

describe('the OpenAPI docs', () => {
  it('are served outside production', async () => {
    expect((await behindProxy.app.inject('/ebsn/api/docs/json')).statusCode).toBe(200);
  });

  it('are off in production', async () => {
    expect((await production.app.inject('/ebsn/api/docs')).statusCode).toBe(404);
    expect((await production.app.inject('/ebsn/api/docs/json')).statusCode).toBe(404);
  });

  it('are served in production when API_DOCS asks for them', async () => {
    expect((await productionWithDocs.app.inject('/ebsn/api/docs/json')).statusCode).toBe(200);
  });
});

describe('the CSP and the tag manager', () => {
  it('keeps scripts, connections and images to the shop when no container is configured', async () => {
    for (const host of ['localhost', 'fresco.localhost']) {
      const res = await behindProxy.app.inject({ url: '/', headers: { host } });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(String(res.headers['content-security-policy'])).not.toContain('google');
    }
  });

  it("lets exactly Google's documented GA4 + tag manager hosts in for the brand with a container", async () => {
    const res = await withTagManager.app.inject({
      url: '/',
      headers: { host: 'fresco.localhost' },
    });
    const csp = directives(res.headers['content-security-policy']);
    const analytics = [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ];
    expect(csp['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com']);
    expect(csp['connect-src']).toEqual(["'self'", ...analytics]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', ...analytics]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('adds the hosts to those three directives only, after their own sources', () => {
    expect(
      addTagManager("default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:"),
    ).toBe(
      "default-src 'self';script-src 'self' https://*.googletagmanager.com;style-src 'self';" +
        "img-src 'self' data: https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(addTagManager("constructor 'self'")).toBe("constructor 'self'");
  });

  it('tells the web app the container of that brand only', async () => {
    const fresco = await withTagManager.app.inject({
      url: '/ebsn/api/brand',
      headers: { host: 'fresco.localhost' },
    });
    expect(JSON.stringify(fresco.json())).toContain('"tagManagerId":"GTM-TEST123"');
    const mercato = await withTagManager.app.inject({
      url: '/ebsn/api/brand',
      headers: { host: 'localhost' },
    });
    expect(JSON.stringify(mercato.json())).not.toContain('tagManagerId');
    const csp = await withTagManager.app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(String(csp.headers['content-security-policy'])).not.toContain('google');
  });
});

describe('the tag-manager setting', () => {
  it('reads brandId=GTM-… pairs', () => {
    expect(loadConfig({ TAG_MANAGER_IDS: 'fresco=GTM-TEST123' }).TAG_MANAGER_IDS).toEqual({
      fresco: 'GTM-TEST123',
    });
  });

  it.each(['fresco=UA-1234', 'fresco=GTM-x"><script>', 'GTM-TEST123', 'fresco='])(
    'refuses the setting %s',
    (value) => {
      expect(() => loadConfig({ TAG_MANAGER_IDS: value })).toThrow(/TAG_MANAGER_IDS/);
    },
  );

  it('refuses a brand that is not configured', () => {
    expect(
      () =>
        new BrandRegistry(behindProxy.app.brands.all(), { tagManagerIds: { nessuno: 'GTM-AB12' } }),
    ).toThrow(/nessuno/);
  });
});

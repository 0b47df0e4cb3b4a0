import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/helper';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';

/*
 * Headers every answer carries: Permissions-Policy always, HSTS only where the
 * shop is on HTTPS; and the OpenAPI docs stay off in production unless asked for.
 */

let behindProxy: TestApp;
let production: TestApp;
let productionWithDocs: TestApp;
beforeAll(async () => {
  [behindProxy, production, productionWithDocs] = await Promise.all([
    build({ catalogue: 'small', TRUST_PROXY: true }),
    build({ catalogue: 'small', NODE_ENV: 'production', COOKIE_SECURE: true }),
    build({ catalogue: 'small', NODE_ENV: 'production', API_DOCS: true }),
  ]);
});
afterAll(() => Promise.all([behindProxy, production, productionWithDocs].map((t) => t.close())));

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

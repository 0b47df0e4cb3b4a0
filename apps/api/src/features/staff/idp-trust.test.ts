import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../config/env';
import { buildServer } from '../../server';
import { body, build, type TestApp } from '../../test/helper';
import { MANAGER, postToAcs, startLogin } from '../../test/staff-support';
import { encodeResponse, signedResponse } from '../../../stand-ins/saml-idp/assertion';
import { devIdpKeys, type IdpKeys } from '../../../stand-ins/saml-idp/keys';
import { TEST_IDP_CERT_FILE, TEST_IDP_KEYS } from '../../../stand-ins/saml-idp/test-keys';
import { LOCAL_IDP_CERT_FILE } from './idp-trust';

/*
 * The committed TEST key is public: outside the test suite a response it
 * signs makes nobody a store manager. The local IdP signs with the key pair
 * it made at its first start, and the shop trusts that one.
 */

let scratch: string;
let devKeys: IdpKeys;
let t: TestApp;
beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'idp-trust-'));
  devKeys = devIdpKeys(path.join(scratch, 'dev-idp'));
  t = await build({
    catalogue: 'small',
    NODE_ENV: 'development',
    SAML_IDP_CERT_FILE: undefined,
    IDP_DATA_DIR: path.join(scratch, 'dev-idp'),
  });
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function signedBy(keys: IdpKeys | undefined) {
  const { request } = await startLogin(t);
  return encodeResponse(
    signedResponse({
      identity: MANAGER,
      audience: request.issuer,
      acsUrl: request.acsUrl,
      inResponseTo: request.id,
      ...(keys ? { privateKey: keys.privateKey, certificate: keys.certificate } : {}),
    }),
  );
}

describe('the local IdP’s own key pair', () => {
  it('is made once, a self-signed certificate, the private key readable by its owner only', () => {
    const again = devIdpKeys(path.join(scratch, 'dev-idp'));
    expect(again).toEqual(devKeys);
    const cert = new X509Certificate(devKeys.certificate);
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(cert.subject).toContain('NON USARE IN PRODUZIONE');
    expect(devKeys.certificate).not.toBe(TEST_IDP_KEYS.certificate);
    expect(statSync(path.join(scratch, 'dev-idp/idp-key.pem')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(scratch, 'dev-idp', LOCAL_IDP_CERT_FILE)).isFile()).toBe(true);
  });
});

describe('a development shop', () => {
  it('refuses a manager signed with the committed TEST key', async () => {
    const res = await postToAcs(t, await signedBy(undefined), '/admin');
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'ebsn_session')).toBeUndefined();
  });

  it('accepts the local IdP’s own signature', async () => {
    const res = await postToAcs(t, await signedBy(devKeys), '/admin');
    expect(res.statusCode).toBe(303);
  });

  it('does not warn its staff about the development IdP', async () => {
    const res = await t.app.inject('/ebsn/api/saml/idp');
    expect(body(res).data).toEqual({ devIdpInProduction: false });
  });
});

describe('a production shop', () => {
  const production = (overrides: Partial<AppConfig>): AppConfig =>
    loadConfig(process.env, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: 'memory://',
      ...overrides,
    });

  it('will not start trusting the committed TEST certificate', async () => {
    await expect(
      buildServer({
        config: production({ SAML_IDP_CERT_FILE: TEST_IDP_CERT_FILE, LOG_LEVEL: 'silent' }),
        database: t.database,
      }),
    ).rejects.toThrow(/committed TEST certificate/);
  });

  describe('still trusting the local IdP', () => {
    let shop: FastifyInstance;
    const lines: string[] = [];
    beforeAll(async () => {
      shop = await buildServer({
        config: production({ IDP_DATA_DIR: path.join(scratch, 'dev-idp') }),
        database: t.database,
        logDestination: { write: (line) => void lines.push(line) },
      });
      await shop.ready();
    });
    afterAll(() => shop.close());

    it('says so in the log at error level, and to the staff sign-in page', async () => {
      const errors = lines.map((l) => JSON.parse(l) as { level: number; msg: string });
      expect(errors.find((l) => l.level >= 50)?.msg).toMatch(/trusts the local development IdP/);
      const res = await shop.inject('/ebsn/api/saml/idp');
      expect(body(res).data).toEqual({ devIdpInProduction: true });
    });
  });
});

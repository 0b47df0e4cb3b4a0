import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config/env';

/** The local IdP's certificate in its folder (IDP_DATA_DIR): what `npm run idp` writes and a shop trusting it reads. */
export const LOCAL_IDP_CERT_FILE = 'idp-cert.pem';

/**
 * The SHA-256 fingerprint of the committed TEST certificate
 * (apps/api/stand-ins/saml-idp/test-keys/), whose key is public. Kept here
 * rather than read from there, so the shop loads nothing of the stand-ins
 * (decision 029); idp-trust.test.ts refuses that very file.
 */
const TEST_CERT_SHA256 = 'bbc4a42e48b2700518859521aa341f0901d7376f41ff9940d32fc592003ba329';

const sha256 = (pem: string): string =>
  createHash('sha256')
    .update(Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ''), 'base64'))
    .digest('hex');

/** Which certificate signs the assertions the shop accepts (decision 024). */
export interface IdpTrust {
  /** The local IdP of `npm run idp`, not the company's own. */
  devIdp: boolean;
  /** The certificate, read when an assertion arrives: the local IdP may make it after the shop starts. */
  certificate(): string;
}

/**
 * SAML_IDP_CERT_FILE when set (the test suite sets the committed TEST one);
 * otherwise the certificate the local IdP made at its first start in
 * IDP_DATA_DIR. Outside the tests the committed certificate is never trusted,
 * wherever it is found: anyone can sign with its key and be a store manager.
 */
export function idpTrust(config: AppConfig): IdpTrust {
  const testSuite = config.NODE_ENV === 'test';
  const trusted = (file: string): string => {
    const pem = readFileSync(file, 'utf8');
    if (!testSuite && sha256(pem) === TEST_CERT_SHA256)
      throw new Error(
        `${file} is the committed TEST certificate, whose key is public: set SAML_IDP_CERT_FILE to your identity provider's certificate`,
      );
    return pem;
  };
  if (config.SAML_IDP_CERT_FILE) {
    const pem = trusted(config.SAML_IDP_CERT_FILE);
    return { devIdp: false, certificate: () => pem };
  }
  const devCert = path.resolve(config.IDP_DATA_DIR, LOCAL_IDP_CERT_FILE);
  return {
    devIdp: true,
    certificate: () => {
      try {
        return trusted(devCert);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        throw new Error(`${devCert} is missing: start the local IdP (npm run idp) once`);
      }
    },
  };
}

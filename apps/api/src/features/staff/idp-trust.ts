import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../config/env';
import { DEV_IDP_CERT_FILE } from './dev-idp/keys';

/** The committed TEST certificate (dev-idp/test-keys/README.md): its key is public. */
const TEST_CERT_FILE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'dev-idp/test-keys/idp-test-cert.pem',
);

const body = (pem: string): string => pem.replace(/-----[^-]+-----|\s/g, '');

/** Which certificate signs the assertions the shop accepts (decision 024). */
export interface IdpTrust {
  /** The local IdP of `npm run idp` (or the tests' stand-in), not the company's own. */
  devIdp: boolean;
  /** The certificate, read when an assertion arrives: the local IdP may make it after the shop starts. */
  certificate(): string;
}

/**
 * SAML_IDP_CERT_FILE when set; otherwise the certificate the local IdP made at
 * its first start in IDP_DATA_DIR, and in the test suite the committed TEST
 * one. Outside the tests the committed certificate is never trusted, wherever
 * it is found: anyone can sign with its key and be a store manager.
 */
export function idpTrust(config: AppConfig): IdpTrust {
  const testSuite = config.NODE_ENV === 'test';
  const committed = body(readFileSync(TEST_CERT_FILE, 'utf8'));
  const trusted = (file: string): string => {
    const pem = readFileSync(file, 'utf8');
    if (!testSuite && body(pem) === committed)
      throw new Error(
        `${file} is the committed TEST certificate, whose key is public: set SAML_IDP_CERT_FILE to your identity provider's certificate`,
      );
    return pem;
  };
  if (config.SAML_IDP_CERT_FILE) {
    const pem = trusted(config.SAML_IDP_CERT_FILE);
    return { devIdp: false, certificate: () => pem };
  }
  if (testSuite) return { devIdp: true, certificate: () => trusted(TEST_CERT_FILE) };
  const devCert = path.resolve(config.IDP_DATA_DIR, DEV_IDP_CERT_FILE);
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

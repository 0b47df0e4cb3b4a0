import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KEYS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-keys');

/** What the test suite's shop trusts (SAML_IDP_CERT_FILE), read by path without loading the signer. */
export const TEST_IDP_CERT_FILE = path.join(KEYS_DIR, 'idp-test-cert.pem');

/**
 * The committed TEST key pair (test-keys/README.md): public, so only the test
 * suite's shop trusts it; `npm run idp` signs with the pair it made (keys.ts).
 */
export const TEST_IDP_KEYS = {
  privateKey: readFileSync(path.join(KEYS_DIR, 'idp-test-key.pem'), 'utf8'),
  certificate: readFileSync(TEST_IDP_CERT_FILE, 'utf8'),
};

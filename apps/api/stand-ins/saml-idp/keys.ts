import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_IDP_CERT_FILE } from '../../src/features/staff/idp-trust';

const DEV_IDP_KEY_FILE = 'idp-key.pem';

export interface IdpKeys {
  privateKey: string;
  certificate: string;
}

// Just enough DER to write one self-signed certificate: Node makes keys but no certificates.
const der = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const n = body.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const oid = (bytes: number[]) => der(0x06, Buffer.from(bytes));
const SHA256_WITH_RSA = sequence(
  oid([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]),
  Buffer.from([0x05, 0x00]),
);
const commonName = (cn: string) =>
  sequence(der(0x31, sequence(oid([0x55, 0x04, 0x03]), der(0x0c, Buffer.from(cn, 'utf8')))));
const generalizedTime = (date: Date) =>
  der(0x18, Buffer.from(`${date.toISOString().slice(0, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));

/** A self-signed RSA-SHA256 X.509 v3 certificate for the key, valid ten years from now. */
function selfSignedCertificate(
  publicKeyDer: Buffer,
  privateKey: string,
  name: string,
  now = new Date(),
): string {
  // A positive serial: the top bit clear, so DER reads it as unsigned.
  const serial = randomBytes(16);
  serial[0]! &= 0x7f;
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + 10);
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    SHA256_WITH_RSA,
    commonName(name),
    sequence(generalizedTime(now), generalizedTime(until)),
    commonName(name),
    publicKeyDer,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(
    tbs,
    SHA256_WITH_RSA,
    der(0x03, Buffer.from([0]), signature),
  ).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/**
 * The local IdP's signing key and certificate, made at its first start in
 * `dir`: nothing committed to the repository signs for it, so an assertion
 * signed with a key anyone can read is never taken for one of its own. The
 * key file is the owner's alone; the certificate is written last, and whole
 * (renamed into place), so a shop reading it never sees half of one.
 */
export function devIdpKeys(dir: string): IdpKeys {
  const keyFile = path.join(dir, DEV_IDP_KEY_FILE);
  const certFile = path.join(dir, LOCAL_IDP_CERT_FILE);
  if (existsSync(keyFile) && existsSync(certFile))
    return {
      privateKey: readFileSync(keyFile, 'utf8'),
      certificate: readFileSync(certFile, 'utf8'),
    };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'der' },
  });
  const certificate = selfSignedCertificate(
    publicKey,
    privateKey,
    'Spesa online IdP di sviluppo - NON USARE IN PRODUZIONE',
  );
  writeFileSync(keyFile, privateKey, { mode: 0o600 });
  const aside = `${certFile}.${process.pid}`;
  writeFileSync(aside, certificate);
  renameSync(aside, certFile);
  return { privateKey, certificate };
}

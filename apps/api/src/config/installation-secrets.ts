import { randomBytes } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The secrets the shop needs that nobody has to choose: a value committed to
 * the repository would let anyone forge what it protects, so an unset one is
 * made at random. Kept ones live in the data folder, so cookies sealed before
 * a restart still open after it.
 */
export const INSTALLATION_SECRETS = ['SOCIAL_LOGIN_SECRET', 'ACQUIRER_SECRET'] as const;
export type InstallationSecret = (typeof INSTALLATION_SECRETS)[number];
export type Secrets = Record<InstallationSecret, string>;

/**
 * Where a data folder's secrets are kept, readable by the shop's user only:
 * beside the folder, as its lock is, because PGlite will not create its
 * database in a folder that already holds a file.
 */
export const secretsFile = (dataDir: string): string => `${path.resolve(dataDir)}.secrets.json`;

const freshSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets for a process that keeps nothing (an in-memory database, the tests). */
export const freshSecrets = (): Secrets =>
  Object.fromEntries(INSTALLATION_SECRETS.map((name) => [name, freshSecret()])) as Secrets;

function readSecrets(file: string): Partial<Secrets> {
  const kept: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!kept || typeof kept !== 'object') throw new Error(`${file} is not a JSON object`);
  return Object.fromEntries(
    INSTALLATION_SECRETS.flatMap((name) => {
      const value = (kept as Record<string, unknown>)[name];
      return typeof value === 'string' && value.length >= 16 ? [[name, value]] : [];
    }),
  );
}

/**
 * The data folder's secrets, made at its first start with mode 0600. The file
 * appears whole or not at all (written aside, then linked into place), so two
 * processes starting together agree on the first one's; a secret a newer
 * version needs is added to it.
 */
export function keptSecrets(dataDir: string): Secrets {
  const file = secretsFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const aside = `${file}.${process.pid}`;
  const place = (secrets: Secrets, replace: boolean): void => {
    writeFileSync(aside, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    if (replace) renameSync(aside, file);
    else {
      try {
        linkSync(aside, file);
      } finally {
        unlinkSync(aside);
      }
    }
  };
  if (!existsSync(file)) {
    const secrets = freshSecrets();
    try {
      place(secrets, false);
      return secrets;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const kept = readSecrets(file);
  if (INSTALLATION_SECRETS.every((name) => kept[name])) return kept as Secrets;
  const completed = { ...freshSecrets(), ...kept };
  place(completed, true);
  return completed;
}

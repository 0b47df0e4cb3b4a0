import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './env';
import { secretsFile } from './installation-secrets';

describe('loadConfig', () => {
  it('takes a relative WEB_DIST_DIR from the working directory', () => {
    expect(loadConfig({ WEB_DIST_DIR: 'apps/web/dist' }).WEB_DIST_DIR).toBe(
      path.resolve('apps/web/dist'),
    );
  });

  it('refuses an empty DATA_DIR instead of keeping nothing', () => {
    for (const empty of ['', '  '])
      expect(() => loadConfig({ DATA_DIR: empty })).toThrow(
        /DATA_DIR: DATA_DIR è vuota: indica una cartella, o memory:\/\/ .*DATA_DIR is empty/,
      );
  });

  it('takes a VAPID key pair only whole and well formed, and a subject mailto: or https:', () => {
    const pair = {
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
    };
    expect(loadConfig(pair)).toMatchObject(pair);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
    );
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ordini@spesa.it' }).VAPID_SUBJECT).toBe(
      'mailto:ordini@spesa.it',
    );
    for (const bad of ['ordini@spesa.it', 'http://spesa.it', 'mailto:'])
      expect(() => loadConfig({ VAPID_SUBJECT: bad }), bad).toThrow(/VAPID_SUBJECT/);
  });
});

describe('installation secrets', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'secrets-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const REPOSITORY_DEFAULTS = [
    'accesso-social-di-prova-non-usare-in-produzione',
    'acquirer-di-prova-non-usare-in-produzione',
  ];
  const secretsOf = (config: ReturnType<typeof loadConfig>) => [
    config.SOCIAL_LOGIN_SECRET,
    config.ACQUIRER_SECRET,
  ];

  it('are made at the first start, kept with mode 0600 and the same at the next', () => {
    const dataDir = path.join(scratch, 'shop', 'pglite');
    const first = loadConfig({ DATA_DIR: dataDir }, {}, { keepSecrets: true });
    const file = secretsFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const again = loadConfig({ DATA_DIR: dataDir }, {}, { keepSecrets: true });
    expect(secretsOf(again)).toEqual(secretsOf(first));
    for (const secret of secretsOf(first)) {
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(REPOSITORY_DEFAULTS).not.toContain(secret);
    }
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      SOCIAL_LOGIN_SECRET: first.SOCIAL_LOGIN_SECRET,
      ACQUIRER_SECRET: first.ACQUIRER_SECRET,
    });
  });

  it('take a value set in the environment over the kept one, and add one a file lacks', () => {
    const dataDir = path.join(scratch, 'older');
    const set = 'un-segreto-scelto-da-chi-installa';
    const config = loadConfig(
      { DATA_DIR: dataDir, SOCIAL_LOGIN_SECRET: set },
      {},
      { keepSecrets: true },
    );
    expect(config.SOCIAL_LOGIN_SECRET).toBe(set);
    const kept = JSON.parse(readFileSync(secretsFile(dataDir), 'utf8')) as Record<string, string>;
    expect(kept.ACQUIRER_SECRET).toBe(config.ACQUIRER_SECRET);

    writeFileSync(secretsFile(dataDir), JSON.stringify({ ACQUIRER_SECRET: kept.ACQUIRER_SECRET }));
    const completed = loadConfig({ DATA_DIR: dataDir }, {}, { keepSecrets: true });
    expect(completed.ACQUIRER_SECRET).toBe(kept.ACQUIRER_SECRET);
    expect(completed.SOCIAL_LOGIN_SECRET).not.toBe(set);
    expect(loadConfig({ DATA_DIR: dataDir }, {}, { keepSecrets: true }).SOCIAL_LOGIN_SECRET).toBe(
      completed.SOCIAL_LOGIN_SECRET,
    );
  });

  it('last as long as the process on an in-memory database, and are never the repository’s', () => {
    const a = loadConfig({ DATA_DIR: 'memory://' }, {}, { keepSecrets: true });
    const b = loadConfig({});
    expect(secretsOf(a)).not.toEqual(secretsOf(b));
    for (const secret of [...secretsOf(a), ...secretsOf(b)])
      expect(REPOSITORY_DEFAULTS).not.toContain(secret);
  });
});

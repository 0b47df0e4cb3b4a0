import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../config/env';
import { openDatabase } from './client';
import { dataDirProblem, DataDirError, prepareDataDir } from './data-dir';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'spesa-data-dir-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('one process per PGlite folder', () => {
  it('refuses a second opening of the same folder, and opens again after close', async () => {
    const dataDir = path.join(scratch, 'shared');
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `Cartella dati ${dataDir} già in uso dal processo ${process.pid}`,
    );
    await first.db.execute(sql`create table kept (n int)`);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.db.execute(sql`select * from kept`);
    await again.close();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = path.join(scratch, 'stale');
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${dataDir}.lock`, String(dead));
    const database = await openDatabase({ dataDir });
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
  });
});

describe('data folders PGlite cannot use', () => {
  it.each([
    ['/proc/nonexistent/db', 'il percorso non esiste e non può essere creato'],
    ['under-a-file/db', 'una parte del percorso è un file, non una cartella'],
    ['a-file', 'il percorso è un file, non una cartella'],
  ])('%s: one line naming the folder and what to do', async (dir, reason) => {
    await writeFile(path.join(scratch, 'under-a-file'), 'x');
    await writeFile(path.join(scratch, 'a-file'), 'x');
    const full = path.resolve(scratch, dir);
    const error = await prepareDataDir(full).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirError);
    expect((error as Error).message).toBe(
      `Cartella dati ${full} non utilizzabile: ${reason}. ` +
        'Imposta DATA_DIR su una cartella scrivibile, o DATABASE_URL per usare PostgreSQL.',
    );
  });

  it('names a full disk even when it surfaces as a failed query', () => {
    const query = new Error('Failed query: insert into "carts" …', {
      cause: new Error('could not extend file "base/5/16384": No space left on device'),
    });
    expect(dataDirProblem(query, '/srv/spesa')).toBe(
      'Cartella dati /srv/spesa non utilizzabile: il disco è pieno. ' +
        'Libera spazio, o imposta DATA_DIR su un altro disco.',
    );
    expect(dataDirProblem(new Error('syntax error'), '/srv/spesa')).toBeNull();
  });

  it(
    'the server exits non-zero with that line instead of hanging',
    { timeout: 60_000 },
    async () => {
      // The embedded database: without DATABASE_URL even when the suite runs on PostgreSQL.
      const { DATABASE_URL: _server, ...env } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: REPO_ROOT,
        env: { ...env, DATA_DIR: '/proc/nonexistent/db', LOG_LEVEL: 'silent' },
      });
      // Should it hang again, the test's timeout must not leave it running.
      onTestFinished(() => void child.kill('SIGKILL'));
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        'Cartella dati /proc/nonexistent/db non utilizzabile: il percorso non esiste e non può ' +
          'essere creato. Imposta DATA_DIR su una cartella scrivibile, o DATABASE_URL per usare PostgreSQL.',
      );
    },
  );
});

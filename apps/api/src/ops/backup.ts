import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, open, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';

/*
 * The shop's backups (docs/operations.md «Backups and restore», decision 033). On
 * PostgreSQL, pg_dump's custom format and pg_restore: the server keeps
 * serving while it is copied, in one consistent snapshot. On PGlite, the data
 * folder as one tarball; the folder is locked while a shop uses it, so the shop
 * is stopped first (a copy of the files under a running shop could be torn).
 */

export interface Where {
  /** postgres://… ; unset: PGlite in dataDir. */
  url?: string | undefined;
  dataDir: string;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

/**
 * A backup holds the password hashes and the push private key: the file is
 * its owner's alone (0600) from before its first byte, and a folder made for
 * it too (0700). A folder that exists is left as it is.
 */
async function privateFile(file: string) {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const handle = await open(file, 'w', 0o600);
  // An older file kept its mode when opened: it becomes private before it is written.
  await chmod(file, 0o600);
  return handle;
}

/** Writes the whole database to file, readable by its owner only. */
export async function backup(where: Where, file: string): Promise<void> {
  const handle = await privateFile(file);
  try {
    if (where.url) {
      // pg_dump writes into the private file made above, which keeps its mode.
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, where.url]);
      return;
    }
    // Refused while a shop holds the folder (db/data-dir.ts).
    const database = await openDatabase({ dataDir: where.dataDir });
    try {
      const dump = await database.dumpDataDir!();
      await handle.writeFile(Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  } finally {
    await handle.close();
  }
}

/**
 * Puts file's database in place: on PostgreSQL into the (empty) database of
 * url; on PGlite into dataDir, which must not hold a database yet.
 */
export async function restore(where: Where, file: string): Promise<void> {
  if (where.url) {
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${where.url}`, file]);
    return;
  }
  if (existsSync(where.dataDir) && (await readdir(where.dataDir)).length > 0)
    throw new Error(`${where.dataDir} already holds a database: restore into an empty folder`);
  const dump = new Blob([await readFile(file)]);
  await (await openDatabase({ dataDir: where.dataDir, loadDataDir: dump })).close();
}

import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../db/client';
import { orders, users } from '../db/schema';
import { persistentCopy } from '../test/templates';
import { backup, restore } from './backup';

/*
 * A backup taken and restored (issue 37): the restored database holds what
 * the original held. PGlite's folder in the unit pass, PostgreSQL's pg_dump and
 * pg_restore in the PostgreSQL pass.
 */
const templates = inject('apiTemplates');
let copy: Awaited<ReturnType<typeof persistentCopy>>;
let dir: string;
beforeAll(async () => {
  copy = await persistentCopy(templates, 'small');
  dir = await mkdtemp(path.join(tmpdir(), 'spesa-backup-'));
});
afterAll(async () => {
  await copy.drop();
  await rm(dir, { recursive: true, force: true });
});

/** What the test compares: the orders, the users, and one order's total. */
async function contents(database: Database) {
  const [o] = await database.db.select({ n: count() }).from(orders);
  const [u] = await database.db.select({ n: count() }).from(users);
  const [total] = rowsOf<{ sum: string }>(
    await database.db.execute(
      sql`select coalesce(sum(${orders.grossTotalCents}), 0)::text as sum from ${orders}`,
    ),
  );
  return { orders: o!.n, users: u!.n, total: total!.sum };
}

/** An empty database on the PostgreSQL server, for a restore. */
async function emptyServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (templates.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = `spesa_restore_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ url: templates.serverUrl, dataDir: 'memory://' });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(templates.serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

describe('backup and restore', () => {
  it('restores every order and user the backup held', async () => {
    const original = await copy.open();
    const before = await contents(original);
    await original.close();
    expect(before.orders).toBeGreaterThan(0);

    const file = path.join(dir, 'spesa.backup');
    const source = { url: copy.env.DATABASE_URL, dataDir: copy.env.DATA_DIR };
    await backup(source, file);

    const target = templates.kind === 'postgres' ? await emptyServerDatabase() : undefined;
    const where = target
      ? { url: target.url, dataDir: 'memory://' }
      : { dataDir: path.join(dir, 'restored') };
    try {
      await restore(where, file);
      const restored = await openDatabase(where);
      try {
        expect(await contents(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    } finally {
      await target?.drop();
    }
  });

  it('writes the backup for its owner alone: the file 0600, a folder it makes 0700', async () => {
    const source = { url: copy.env.DATABASE_URL, dataDir: copy.env.DATA_DIR };
    const folder = path.join(dir, 'copie', 'notte');
    const file = path.join(folder, 'spesa.backup');
    await backup(source, file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect((await stat(file)).size).toBeGreaterThan(0);

    // Over an older file that anyone could read: private again, before the copy is in it.
    const older = path.join(dir, 'vecchia.backup');
    await writeFile(older, 'vecchia', { mode: 0o644 });
    await backup(source, older);
    expect((await stat(older)).mode & 0o777).toBe(0o600);
  });

  it.skipIf(templates.kind !== 'pglite')(
    'on PGlite, refuses to copy a folder a shop is using, and to restore over a database',
    async () => {
      const running = await copy.open();
      try {
        await expect(
          backup({ dataDir: copy.env.DATA_DIR }, path.join(dir, 'torn.backup')),
        ).rejects.toThrow();
      } finally {
        await running.close();
      }
      await expect(
        restore({ dataDir: copy.env.DATA_DIR }, path.join(dir, 'spesa.backup')),
      ).rejects.toThrow('already holds a database');
    },
  );
});

// Also on PostgreSQL: the migrations' state as a server records it
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

describe('health', () => {
  it('is live', async () => {
    const res = await t.app.inject('/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready with its database migrated; a process without a job runner says so', async () => {
    const res = await t.app.inject('/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', jobs: 'off' },
    });
  });

  it('keeps the job runner ok while it polls, stalled when its passes stop', async () => {
    t.app.jobs.start(60);
    await expect.poll(() => t.app.jobs.status()).toBe('ok');
    expect((await t.app.inject('/health/ready')).json()).toMatchObject({ checks: { jobs: 'ok' } });
    await t.app.jobs.stop();
    t.app.jobs.start(60);
    await expect.poll(() => t.app.jobs.status(Date.now() + 10 * 60_000)).toBe('stalled');
    await t.app.jobs.stop();
  });

  it('is not ready, with 503, while a migration of this build is missing', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;
    const res = await t.app.inject('/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', migrations: 'behind', jobs: 'off' },
    });
    expect(last).toBeDefined();
  });
});

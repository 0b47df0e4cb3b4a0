// Also on PostgreSQL: job runs claimed by two callers at once
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs, timeslotHolds } from '../db/schema';
import { build, type TestApp } from '../test/helper';
import { chooseDelivery, viewCart } from '../test/cart-support';
import { newShoppers } from '../test/shoppers';
import { purgeExpiredHoldsJob } from '../features/delivery';
import { JobRunner, retryDelaySeconds, type JobLog } from './runner';
import { claimDue, enqueue } from './queue';

let t: TestApp;
const quiet: JobLog = {
  error: () => undefined,
  info: () => undefined,
  child: () => quiet,
};

beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(jobs).where(sql`kind like 'test.%'`);
});

const rowsOf = (kind: string) =>
  t.database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.jobId);
/** Makes every waiting job of a kind due now, as if its time had come. */
const makeDue = (kind: string) =>
  t.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.kind, kind));

describe('the job queue', () => {
  it('runs a due job once and keeps it as finished', async () => {
    const seen: unknown[] = [];
    const runner = new JobRunner(t.database.db, quiet);
    runner.define({ kind: 'test.once', run: async (_db, payload) => void seen.push(payload) });
    await runner.enqueue('test.once', { orderId: 7 });
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ orderId: 7 }]);
    const [row] = await rowsOf('test.once');
    expect(row).toMatchObject({ attempts: 1, failed: false, lockedUntil: null });
    expect(row!.finishedAt).toBeInstanceOf(Date);
  });

  it('waits for a job whose time has not come', async () => {
    const runner = new JobRunner(t.database.db, quiet);
    runner.define({ kind: 'test.later', run: async () => undefined });
    await runner.enqueue('test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await runner.runDue()).toBe(0);
    await makeDue('test.later');
    expect(await runner.runDue()).toBe(1);
  });

  it('keeps one unfinished job per kind and key', async () => {
    const db = t.database.db;
    expect(await enqueue(db, 'test.keyed', { n: 1 }, { key: 'order-1' })).toBe(true);
    expect(await enqueue(db, 'test.keyed', { n: 2 }, { key: 'order-1' })).toBe(false);
    expect(await enqueue(db, 'test.keyed', { n: 3 }, { key: 'order-2' })).toBe(true);
    const runner = new JobRunner(db, quiet);
    runner.define({ kind: 'test.keyed', run: async () => undefined });
    await runner.runDue();
    // Once finished, the key is free for the next one.
    expect(await enqueue(db, 'test.keyed', { n: 4 }, { key: 'order-1' })).toBe(true);
  });

  it('retries a failing job later and gives up after its attempts, keeping the error', async () => {
    const runner = new JobRunner(t.database.db, quiet);
    let calls = 0;
    runner.define({
      kind: 'test.failing',
      run: async () => {
        calls += 1;
        throw new Error('SMTP non raggiungibile');
      },
    });
    await runner.enqueue('test.failing', {}, { maxAttempts: 3 });
    await runner.runDue();
    let [row] = await rowsOf('test.failing');
    expect(row).toMatchObject({ attempts: 1, failed: false, lastError: 'SMTP non raggiungibile' });
    expect(row!.finishedAt).toBeNull();
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await runner.runDue()).toBe(0);
    for (let attempt = 2; attempt <= 3; attempt++) {
      await makeDue('test.failing');
      await runner.runDue();
    }
    [row] = await rowsOf('test.failing');
    expect(row).toMatchObject({ attempts: 3, failed: true });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    await makeDue('test.failing');
    await runner.runDue();
    expect(calls).toBe(3);
  });

  it.each([
    [1, 30],
    [2, 60],
    [3, 120],
    // Never more than an hour between attempts.
    [20, 3600],
  ])('waits %i → %i s before the next attempt', (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });

  it('claims again a job whose process died while running it', async () => {
    const db = t.database.db;
    await enqueue(db, 'test.orphan', {});
    const [claimed] = await claimDue(db, ['test.orphan'], 1, 300);
    expect(claimed).toBeDefined();
    const runner = new JobRunner(db, quiet);
    runner.define({ kind: 'test.orphan', run: async () => undefined });
    // Leased to the process that died: nobody else takes it yet.
    expect(await runner.runDue()).toBe(0);
    await db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.jobId, claimed!.jobId));
    expect(await runner.runDue()).toBe(1);
  });

  it('runs a keyed job now, before its time, and never in two places at once', async () => {
    const db = t.database.db;
    let calls = 0;
    const runner = new JobRunner(db, quiet);
    runner.define({
      kind: 'test.now',
      run: async () => {
        calls += 1;
        // Long enough for the second claim to come while this run holds the job.
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (calls === 1) throw new Error('non ancora');
      },
    });
    await runner.enqueue('test.now', {}, { key: 'order-9', runAt: new Date(Date.now() + 60_000) });
    expect(await runner.runNow('test.now', 'order-8')).toBe(false);
    // Both ask at once: one of them runs it, the other finds it taken (a run, not a queue).
    const both = await Promise.all([
      runner.runNow('test.now', 'order-9'),
      runner.runNow('test.now', 'order-9'),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    let [row] = await rowsOf('test.now');
    expect(row).toMatchObject({ attempts: 1, lastError: 'non ancora', finishedAt: null });
    // A failure waits for its pause, unless asked again.
    expect(await runner.runDue()).toBe(0);
    expect(await runner.runNow('test.now', 'order-9')).toBe(true);
    [row] = await rowsOf('test.now');
    expect(row).toMatchObject({ attempts: 2, failed: false });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    expect(await runner.runNow('test.now', 'order-9')).toBe(false);
    expect(calls).toBe(2);
  });

  it('runs each job once when several runners work side by side', async () => {
    const db = t.database.db;
    const ran = new Map<number, number>();
    const runners = [0, 1, 2].map(() => {
      const runner = new JobRunner(db, quiet);
      runner.define({
        kind: 'test.race',
        run: async (_db, { n }) => void ran.set(Number(n), (ran.get(Number(n)) ?? 0) + 1),
      });
      return runner;
    });
    for (let n = 0; n < 60; n++) await enqueue(db, 'test.race', { n });
    const counts = await Promise.all(runners.flatMap((r) => [r.runDue(), r.runDue()]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(ran.size).toBe(60);
    expect([...ran.values()].every((times) => times === 1)).toBe(true);
  });
});

describe('the expired-holds job', () => {
  it('deletes the holds whose time is up, keeps the others, and comes back in ten minutes', async () => {
    const db = t.database.db;
    const [expired, live] = await newShoppers(t, 2, 'holds-purge');
    const expiredCart = await chooseDelivery(t, expired!);
    const liveCart = await chooseDelivery(t, live!);
    await db
      .update(timeslotHolds)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(timeslotHolds.cartId, expiredCart.cartId));

    await t.app.jobs.runDue();

    const holds = await db.select({ cartId: timeslotHolds.cartId }).from(timeslotHolds);
    const cartIds = holds.map((h) => h.cartId);
    expect(cartIds).not.toContain(expiredCart.cartId);
    expect(cartIds).toContain(liveCart.cartId);
    expect((await viewCart(t, live!)).timeslot?.heldUntil).not.toBeNull();
    const pending = (await rowsOf(purgeExpiredHoldsJob.kind)).filter((j) => !j.finishedAt);
    expect(pending).toHaveLength(1);
    const inSeconds = (pending[0]!.runAt.getTime() - Date.now()) / 1000;
    expect(inSeconds).toBeGreaterThan(590);
    expect(inSeconds).toBeLessThanOrEqual(600);
  });

  it('is one of the app’s recurring jobs, each waiting once for its next run', async () => {
    await t.app.jobs.runDue();
    const pending = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(sql`finished_at is null and key is not null`);
    expect(pending.map((j) => j.kind).sort()).toEqual([
      'auth.prune-expired',
      // The demo offers' midnight switch, the day after they end.
      'catalog.offers',
      'code-guesses.prune',
      'delivery.purge-expired-holds',
      'orders.cancel-unpaid',
    ]);
  });
});

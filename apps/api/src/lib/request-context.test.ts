import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { JobRunner, type JobLog } from '../jobs';
import { build, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await build({ catalogue: 'small' });
});
afterAll(() => t.close());

/** A logger that keeps its lines, each with the bindings of its child. */
function keptLog(lines: Record<string, unknown>[], bindings: Record<string, unknown> = {}): JobLog {
  const write = (fields: object, message?: string) => {
    lines.push({ ...bindings, ...fields, message });
  };
  return {
    info: write as JobLog['info'],
    error: write as JobLog['error'],
    child: (more) => keptLog(lines, { ...bindings, ...more }),
  };
}

describe('one request id from the call to its mail', () => {
  it('a mail queued by a request keeps its id, and the delivery’s log line names it', async () => {
    const res = await t.app.inject({
      url: '/ebsn/api/registration/password_reset_token_request?e_mail=mario.rossi%40esempio.it',
      headers: { 'x-request-id': 'prova-richiesta-42' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('prova-richiesta-42');
    const queued = await t.database.db
      .select({ kind: jobs.kind })
      .from(jobs)
      .where(sql`${jobs.payload}->>'requestId' = 'prova-richiesta-42'`);
    expect(queued.map((j) => j.kind)).toEqual(['mail.deliver']);

    const lines: Record<string, unknown>[] = [];
    const runner = new JobRunner(t.database.db, keptLog(lines));
    runner.define({ kind: 'mail.deliver', run: async () => undefined });
    expect(await runner.runDue()).toBeGreaterThan(0);
    expect(lines).toContainEqual(
      expect.objectContaining({
        kind: 'mail.deliver',
        reqId: 'prova-richiesta-42',
        message: 'job done',
      }),
    );
  });

  it('a job queued outside any request has no request id', async () => {
    await t.app.jobs.enqueue('prova.senza-richiesta', { n: 1 });
    const [job] = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.kind} = 'prova.senza-richiesta'`);
    expect(job!.payload).toEqual({ n: 1 });
  });
});

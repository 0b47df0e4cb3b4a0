import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { currentRequestId } from '../lib/request-context';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  /** When the job may run; now by default. */
  runAt?: Date;
  /** One unfinished job per kind and key: a second enqueue with the same key is a no-op. */
  key?: string;
  maxAttempts?: number;
}

/**
 * Adds a job; answers false when an unfinished job of that kind and key
 * already waits. A job queued while a request is handled keeps its id in the
 * payload (`requestId`), which the runner's log lines carry.
 */
const withRequest = (payload: Record<string, unknown>): Record<string, unknown> => {
  const requestId = currentRequestId();
  return requestId && !('requestId' in payload) ? { ...payload, requestId } : payload;
};

export async function enqueue(
  db: Db,
  kind: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      kind,
      payload: withRequest(payload),
      key: options.key ?? null,
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({
      target: [jobs.kind, jobs.key],
      where: sql`finished_at is null and key is not null`,
    })
    .returning({ jobId: jobs.jobId });
  return rows.length > 0;
}

/**
 * Claims up to `limit` due jobs of the given kinds for `leaseSeconds`. SKIP LOCKED
 * lets processes claim side by side without waiting for, or taking, each other's jobs.
 */
export async function claimDue(
  db: Db,
  kinds: string[],
  limit: number,
  leaseSeconds: number,
): Promise<JobRow[]> {
  if (!kinds.length) return [];
  const due = db
    .select({ jobId: jobs.jobId })
    .from(jobs)
    .where(
      and(
        isNull(jobs.finishedAt),
        inArray(jobs.kind, kinds),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(inArray(jobs.jobId, due))
    .returning();
}

/**
 * Claims the unfinished job of a kind and key at once, due or not, unless a
 * process holds it: the conditional UPDATE re-reads the row after any other
 * claim commits, so of two claimers one gets it and the other nothing.
 */
export async function claimByKey(
  db: Db,
  kind: string,
  key: string,
  leaseSeconds: number,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.key, key),
        isNull(jobs.finishedAt),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

/** The latest job of a kind and key, finished or not: where a keyed piece of work stands. */
export async function findLatestJob(
  db: Db,
  kind: string,
  key: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key)))
    .orderBy(desc(jobs.jobId))
    .limit(1);
  return row;
}

export async function markDone(db: Db, jobId: number): Promise<void> {
  await db
    .update(jobs)
    .set({ finishedAt: sql`now()`, lockedUntil: null })
    .where(eq(jobs.jobId, jobId));
}

/** A failed run waits `retryInSeconds` before the next, or ends the job once its attempts are spent. */
export async function markFailed(
  db: Db,
  job: Pick<JobRow, 'jobId' | 'attempts' | 'maxAttempts'>,
  error: string,
  retryInSeconds: number,
): Promise<void> {
  const spent = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      ...(spent
        ? { finishedAt: sql`now()`, failed: true }
        : { runAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where(eq(jobs.jobId, job.jobId));
}

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Work that runs later or again (decision 013): claimed with FOR UPDATE SKIP
 * LOCKED, so each job runs once even with several processes on one database,
 * and kept in the database, so it survives a restart.
 */
export const jobs = pgTable(
  'jobs',
  {
    jobId: bigserial('job_id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    /** At most one unfinished job per kind and key: a recurring job, one order's auto-cancel. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** A claimed job's lease: a process that died mid-run leaves it to be claimed again after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failed: boolean('failed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`finished_at is null`),
    uniqueIndex('jobs_pending_key_idx')
      .on(t.kind, t.key)
      .where(sql`finished_at is null and key is not null`),
  ],
);

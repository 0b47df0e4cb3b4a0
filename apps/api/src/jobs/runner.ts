import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claimByKey, claimDue, enqueue, markDone, markFailed, type JobRow } from './queue';

/** What the runner writes its lines with: the app's logger, or a test's silent one. */
export interface JobLog extends Pick<FastifyBaseLogger, 'error' | 'info'> {
  child(bindings: Record<string, unknown>): JobLog;
}

export interface JobDefinition {
  kind: string;
  run(db: Db, payload: Record<string, unknown>): Promise<void>;
  /** A recurring job: after each run the next waits this long (one pending at a time). */
  everySeconds?: number;
}

/** Seconds before attempt n + 1 of a failed job: 30 s, 1 min, 2 min… at most an hour. */
export const retryDelaySeconds = (attempts: number): number =>
  Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

const LEASE_SECONDS = 300;
const BATCH = 20;

/**
 * Runs the jobs of the kinds it was given. `runDue` is one pass (tests call it
 * directly); `start` polls, and only a listening server starts it.
 */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<number> | undefined;
  private pollSeconds = 0;
  private passStartedAt: number | null = null;
  private passEndedAt: number | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
  ) {}

  define(definition: JobDefinition): void {
    this.definitions.set(definition.kind, definition);
  }

  enqueue(kind: string, payload: Record<string, unknown>, options?: Parameters<typeof enqueue>[3]) {
    return enqueue(this.db, kind, payload, options);
  }

  /** Runs every due job once; answers how many ran. */
  async runDue(): Promise<number> {
    await this.scheduleRecurring();
    let ran = 0;
    for (;;) {
      const claimed = await claimDue(this.db, [...this.definitions.keys()], BATCH, LEASE_SECONDS);
      for (const job of claimed) await this.runOne(job);
      ran += claimed.length;
      if (claimed.length < BATCH) return ran;
    }
  }

  /**
   * Runs the unfinished job of this kind and key now, without waiting for its
   * time, as a pass would (a failure counts as an attempt and waits for the
   * next). False when there is none, or another process is running it.
   */
  async runNow(kind: string, key: string): Promise<boolean> {
    const job = await claimByKey(this.db, kind, key, LEASE_SECONDS);
    if (!job) return false;
    await this.runOne(job);
    return true;
  }

  start(pollSeconds: number): void {
    if (this.timer || pollSeconds <= 0) return;
    this.pollSeconds = pollSeconds;
    const tick = () => {
      // One pass at a time: a slow pass is not overlapped by the next tick.
      if (this.pass) return;
      this.passStartedAt = Date.now();
      this.pass = this.runDue()
        .catch((err: unknown) => {
          this.log.error({ err }, 'job pass failed');
          return 0;
        })
        .finally(() => {
          this.pass = undefined;
          this.passEndedAt = Date.now();
        });
    };
    this.timer = setInterval(tick, pollSeconds * 1000);
    this.timer.unref();
    tick();
  }

  /**
   * The runner's health (/health/ready): 'off' when this process does not poll
   * (tests, JOBS_POLL_SECONDS=0), 'ok' while its passes keep their pace (a running
   * pass may take its lease's length), else 'stalled'.
   */
  status(now = Date.now()): 'off' | 'ok' | 'stalled' {
    if (!this.timer) return 'off';
    if (this.pass && this.passStartedAt !== null)
      return now - this.passStartedAt <= LEASE_SECONDS * 1000 ? 'ok' : 'stalled';
    const last = this.passEndedAt ?? this.passStartedAt ?? now;
    return now - last <= Math.max(3 * this.pollSeconds, 30) * 1000 ? 'ok' : 'stalled';
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  private async scheduleRecurring(): Promise<void> {
    for (const { kind, everySeconds } of this.definitions.values())
      if (everySeconds) await enqueue(this.db, kind, {}, { key: kind });
  }

  private async runOne(job: JobRow): Promise<void> {
    const definition = this.definitions.get(job.kind);
    if (!definition) return;
    // The request that queued the job, if one did: its id joins the two in the logs.
    const log = this.log.child({
      jobId: job.jobId,
      kind: job.kind,
      ...(typeof job.payload.requestId === 'string' ? { reqId: job.payload.requestId } : {}),
    });
    const started = Date.now();
    try {
      await definition.run(this.db, job.payload);
      await markDone(this.db, job.jobId);
      log.info({ ms: Date.now() - started, attempt: job.attempts }, 'job done');
      if (definition.everySeconds)
        await enqueue(
          this.db,
          job.kind,
          {},
          { key: job.kind, runAt: new Date(Date.now() + definition.everySeconds * 1000) },
        );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      log.error({ err, attempt: job.attempts }, 'job failed');
      await markFailed(this.db, job, message, retryDelaySeconds(job.attempts));
    }
  }
}

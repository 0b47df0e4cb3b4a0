import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request whose work is running, for what outlives its reply: a job it
 * queues (a mail to deliver, a capture to retry) keeps the request's id, and
 * the job's log lines name it, so one id follows a shopper's call from the
 * access log to the mail sent for it. It also counts the statements the
 * request sends to PostgreSQL, for the metrics.
 */
const context = new AsyncLocalStorage<{ requestId: string; statements: number }>();

/** Runs the rest of a request's handling with its id at hand (an onRequest hook's done). */
export function withRequestId(requestId: string, next: () => void): void {
  context.run({ requestId, statements: 0 }, next);
}

/** The id of the request being handled, if any. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** One more statement sent to the database server for the request being handled. */
export function countStatement(): void {
  const store = context.getStore();
  if (store) store.statements++;
}

/** The statements the request being handled sent so far (what a request costs in round trips). */
export const statementsSoFar = (): number => context.getStore()?.statements ?? 0;

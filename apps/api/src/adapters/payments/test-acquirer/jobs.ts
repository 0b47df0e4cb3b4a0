import type { JobRunner } from '../../../jobs';
import { ACQUIRER_JOBS, type TestAcquirer } from './acquirer';

const stringOf = (payload: Record<string, unknown>, key: string): string => {
  const value = payload[key];
  if (typeof value !== 'string') throw new Error(`job payload without ${key}`);
  return value;
};

/** The acquirer's scheduled work: notification retries and pending results coming in. */
export function defineAcquirerJobs(jobs: Pick<JobRunner, 'define'>, acquirer: TestAcquirer): void {
  jobs.define({
    kind: ACQUIRER_JOBS.notify,
    run: (_db, payload) => acquirer.redeliver(stringOf(payload, 'url'), stringOf(payload, 'body')),
  });
  jobs.define({
    kind: ACQUIRER_JOBS.resolvePending,
    run: (_db, payload) => acquirer.resolvePending(stringOf(payload, 'paymentId')),
  });
}

import type { JobDefinition } from '../../jobs';
import { deleteExpiredHolds } from './holds-repo';

/** Every ten minutes, the timeslot holds whose time is up are deleted. */
export const purgeExpiredHoldsJob: JobDefinition = {
  kind: 'delivery.purge-expired-holds',
  everySeconds: 600,
  run: async (db) => {
    await deleteExpiredHolds(db, new Date());
  },
};

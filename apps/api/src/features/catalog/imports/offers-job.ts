import { shopDayOf } from '@spesa/domain';
import type { Db } from '../../../db/client';
import { announce } from '../../../db/change-feed';
import type { JobDefinition } from '../../../jobs';
import { applyOffers, OFFERS_JOB, scheduleNextSwitch } from './repo/offer-shelves';

/**
 * At midnight in Rome of a day an offer starts or one has ended: the shelves
 * change, every process is told (the change feed clears the catalogue's
 * caches), and the next such day is queued.
 */
export async function switchOffers(db: Db, now: Date): Promise<number[]> {
  const day = shopDayOf(now);
  return db.transaction(async (tx) => {
    const changed = await applyOffers(tx, day);
    if (changed.length > 0) await announce(tx, { kind: 'catalogue' });
    await scheduleNextSwitch(tx, day);
    return changed;
  });
}

export const offersJob: JobDefinition = {
  kind: OFFERS_JOB,
  async run(db: Db): Promise<void> {
    await switchOffers(db, new Date());
  },
};

import path from 'node:path';
import { REPO_ROOT } from '../../config/env';
import type { Db } from '../../db/client';
import { calendarWindow, prepareCalendar } from '../../features/delivery';
import { filesOnDisk, runImport } from '../../features/catalog';

/** Days of slots generated at seed; later days are generated when asked for. */
const SEED_DAYS_AHEAD = 8;

/**
 * The demo shop's delivery network in Emilia-Romagna, as a grocer would send
 * it (docs/rules/feeds.md, Delivery set-up): the warehouses (89 Bologna, the
 * default; 91 Modena; 93 Rimini) with where they are, the stores they stock
 * with their opening hours, the lockers (three at work), the home-delivery
 * zones by CAP and radius, and each one's weekly slots. Both brands share it:
 * they are banners of one retailer with one logistics.
 */
export const DEMO_DELIVERY_FEED = path.join(REPO_ROOT, 'apps/api/src/seed/feeds/consegne.csv');

/** Goes in through the feeds' one import service, then the coming days' slots are laid out. */
export async function seedDelivery(db: Db, now: Date = new Date()): Promise<void> {
  const files = await filesOnDisk(DEMO_DELIVERY_FEED);
  try {
    const result = await runImport(db, { kind: 'delivery', files, dryRun: false, full: false });
    if (result.state !== 'applied')
      throw new Error(`the demo delivery set-up is refused: ${JSON.stringify(result.errors)}`);
  } finally {
    await files.close();
  }
  await prepareCalendar(db, null, calendarWindow(now, SEED_DAYS_AHEAD));
}

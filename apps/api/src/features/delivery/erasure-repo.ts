import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';

/*
 * What the right to erasure forgets of this feature's rows (docs/rules/account.md):
 * the account feature calls it in the one transaction that forgets a shopper.
 */

/** The shopper's addresses are emptied, not deleted: carts and orders point at them. */
export async function eraseAddressesOf(tx: Db, userId: number, now: Date): Promise<void> {
  await tx
    .update(addresses)
    .set({
      addressName: 'Indirizzo eliminato',
      doorbellName: '',
      address1: '',
      addressNumber: '',
      city: '',
      province: '',
      postalcode: '',
      floor: '',
      addressNote: '',
      referencePhoneNumber: '',
      latitude: 0,
      longitude: 0,
      gpsLatitude: null,
      gpsLongitude: null,
      deletedAt: sql`coalesce(${addresses.deletedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(addresses.userId, userId));
}

import { and, desc, eq, gt, inArray, notExists, notInArray, or } from 'drizzle-orm';
import type { PushPlatform } from '@spesa/domain';
import type { Db } from '../../db/client';
import { pushDevices, pushVapidKeys, sessions } from '../../db/schema';

/*
 * Every device is read and written with its owner in the WHERE clause, but
 * for the send job, which holds the device's id, and for the push service's
 * 404/410, which removes the subscription it names.
 */

export interface DeviceToSave {
  userId: number;
  brandId: string;
  platform: PushPlatform;
  uuid: string;
  externalId: string;
  p256dh: string | null;
  auth: string | null;
  model: string;
  manufacturer: string;
  platformVersion: string;
}

export type DeviceRow = typeof pushDevices.$inferSelect;

/**
 * One row per (platform, uuid): a device registered again by its shopper is
 * updated; one another shopper holds is left as it is (undefined) while they
 * have a session that has not expired, and taken over once they have none
 * (they logged out, or their sessions ran out without «Esci»). Then the
 * shopper's devices beyond `cap` are dropped, the least recently registered
 * first. Answers the device's id.
 */
export async function saveDevice(
  tx: Db,
  device: DeviceToSave,
  cap: number,
): Promise<number | undefined> {
  const now = new Date();
  const [row] = await tx
    .insert(pushDevices)
    .values({ ...device, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [pushDevices.platform, pushDevices.uuid],
      set: {
        userId: device.userId,
        brandId: device.brandId,
        externalId: device.externalId,
        p256dh: device.p256dh,
        auth: device.auth,
        model: device.model,
        manufacturer: device.manufacturer,
        platformVersion: device.platformVersion,
        updatedAt: now,
      },
      where: or(
        eq(pushDevices.userId, device.userId),
        notExists(
          tx
            .select({ userId: sessions.userId })
            .from(sessions)
            .where(and(eq(sessions.userId, pushDevices.userId), gt(sessions.expiresAt, now))),
        ),
      ),
    })
    .returning({ deviceId: pushDevices.deviceId });
  if (!row) return undefined;
  const kept = tx
    .select({ deviceId: pushDevices.deviceId })
    .from(pushDevices)
    .where(eq(pushDevices.userId, device.userId))
    .orderBy(desc(pushDevices.updatedAt), desc(pushDevices.deviceId))
    .limit(cap);
  await tx
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, device.userId), notInArray(pushDevices.deviceId, kept)));
  return row.deviceId;
}

/** The shopper's own device only: another shopper's uuid matches nothing. Answers whether one went. */
export async function deleteOwnDevice(
  db: Db,
  userId: number,
  platform: PushPlatform,
  uuid: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushDevices)
    .where(
      and(
        eq(pushDevices.userId, userId),
        eq(pushDevices.platform, platform),
        eq(pushDevices.uuid, uuid),
      ),
    )
    .returning({ deviceId: pushDevices.deviceId });
  return rows.length > 0;
}

/** The shopper's devices, most recently registered first (tests, and the send). */
export async function devicesOf(db: Db, userId: number, platforms?: PushPlatform[]) {
  return db
    .select()
    .from(pushDevices)
    .where(
      and(
        eq(pushDevices.userId, userId),
        platforms ? inArray(pushDevices.platform, platforms) : undefined,
      ),
    )
    .orderBy(desc(pushDevices.updatedAt), desc(pushDevices.deviceId));
}

export async function findDevice(db: Db, deviceId: number): Promise<DeviceRow | undefined> {
  const [row] = await db.select().from(pushDevices).where(eq(pushDevices.deviceId, deviceId));
  return row;
}

/**
 * Removes a subscription the push service no longer knows (404, 410): the
 * device's row while it still holds that endpoint, not a newer registration.
 */
export async function deleteGoneSubscription(
  db: Db,
  deviceId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.deviceId, deviceId), eq(pushDevices.externalId, endpoint)));
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The kept key pair, after offering `made` as the first: processes starting
 * together each offer theirs, one insert wins, all read the same row.
 */
export async function keptVapidKeys(db: Db, made: () => VapidKeys): Promise<VapidKeys> {
  const [kept] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...made() })
    .onConflictDoNothing({ target: pushVapidKeys.id });
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, 1));
  if (!row) throw new Error('push_vapid_keys: no key pair after the insert');
  return row;
}

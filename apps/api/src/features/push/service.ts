import {
  ERROR_MESSAGES,
  PUSH_DEVICES_PER_USER,
  PUSH_REGISTRATION_MESSAGES,
  PUSH_UNKNOWN_SERVICE_CODE,
  PushSubscriptionSchema,
  type PushPlatform,
} from '@spesa/domain';
import type { Db } from '../../db/client';
import { AppError, refusal } from '../../http/app-error';
import { deleteOwnDevice, saveDevice } from './repo';

export interface Registration {
  external_id: string;
  model: string;
  platform: PushPlatform;
  platform_version: string;
  manufacturer: string;
  uuid: string;
}

interface Owner {
  userId: number;
  brandId: string;
}

/**
 * Registers the shopper's device (SPEC §7 register). A web device keeps the
 * subscription's endpoint and keys (the query schema has checked the JSON);
 * an android or ios device keeps the store's token. The same platform and
 * uuid again update the one row. A device another shopper holds is refused
 * (push.device_taken) while they have a live session: it is free once they
 * log out on it (which unregisters it) or their sessions have all expired, so
 * that the next shopper on a shared device is not shown the last one's pushes;
 * past PUSH_DEVICES_PER_USER the shopper's least recently registered device goes.
 * In production a web endpoint must be a browser's push service (400 otherwise).
 */
export async function registerDevice(
  db: Db,
  owner: Owner,
  query: Registration,
  endpointAllowed: (endpoint: string) => boolean,
): Promise<void> {
  const web =
    query.platform === 'web' ? PushSubscriptionSchema.parse(JSON.parse(query.external_id)) : null;
  if (web && !endpointAllowed(web.endpoint))
    throw new AppError(
      'invalid',
      PUSH_UNKNOWN_SERVICE_CODE,
      ERROR_MESSAGES.invalidField('external_id'),
      'external_id',
    );
  const saved = await db.transaction((tx) =>
    saveDevice(
      tx,
      {
        userId: owner.userId,
        brandId: owner.brandId,
        platform: query.platform,
        uuid: query.uuid,
        externalId: web ? web.endpoint : query.external_id,
        p256dh: web?.keys.p256dh ?? null,
        auth: web?.keys.auth ?? null,
        model: query.model,
        manufacturer: query.manufacturer,
        platformVersion: query.platform_version,
      },
      PUSH_DEVICES_PER_USER,
    ),
  );
  if (saved === undefined)
    throw refusal('push.device_taken', PUSH_REGISTRATION_MESSAGES.deviceTaken, 'uuid');
}

/**
 * Unregisters the shopper's own device (SPEC §7 unregister). A uuid the
 * shopper does not own, or none, changes nothing and answers as done: the
 * call says nothing of other shoppers' devices, and a logout that repeats it
 * does not fail.
 */
export async function unregisterDevice(
  db: Db,
  owner: Owner,
  platform: PushPlatform,
  uuid: string,
): Promise<void> {
  await deleteOwnDevice(db, owner.userId, platform, uuid);
}

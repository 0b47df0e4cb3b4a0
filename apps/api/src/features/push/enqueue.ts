import type { PushMessage } from '@spesa/domain';
import type { Db } from '../../db/client';
import { enqueue } from '../../jobs';
import { devicesOf } from './repo';

export const PUSH_SEND_JOB = 'push.send';
/**
 * Attempts of one push: 30 s, 1, 2, 4 … minutes apart, about three hours in
 * all; past that the news is stale. The push service keeps a message it
 * accepted for PUSH_TTL_SECONDS while the device is off.
 */
export const PUSH_MAX_ATTEMPTS = 10;
export const PUSH_TTL_SECONDS = 24 * 3600;

export interface PushToSend {
  userId: number;
  brandId: string;
  /** What the push is about: 'order.confirmed', 'order.out-for-delivery' … */
  kind: string;
  message: PushMessage;
}

/**
 * Queues one push.send job per web device of the shopper, in the caller's
 * transaction: the push exists if and only if what it tells about committed.
 * Only 'web' devices are sent to by this server (decision 035). Answers how
 * many were queued.
 */
export async function enqueuePush(tx: Db, push: PushToSend): Promise<number> {
  const devices = await devicesOf(tx, push.userId, ['web']);
  for (const device of devices)
    await enqueue(
      tx,
      PUSH_SEND_JOB,
      {
        deviceId: device.deviceId,
        endpoint: device.externalId,
        brandId: push.brandId,
        kind: push.kind,
        message: push.message,
      },
      { maxAttempts: PUSH_MAX_ATTEMPTS },
    );
  return devices.length;
}

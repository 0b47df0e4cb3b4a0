import type { JobDefinition } from '../../jobs';
import type { PushSender, VapidKeyPair } from '../../adapters/push';
import { PUSH_SEND_JOB, PUSH_TTL_SECONDS } from './enqueue';
import { deleteGoneSubscription, findDevice } from './repo';

/** The push service no longer knows the subscription (RFC 8030 §7.3): the device goes. */
const GONE = new Set([404, 410]);

export interface PushJobDeps {
  sender: PushSender;
  vapid: VapidKeyPair;
  subjectOf: (brandId: string) => string;
  /** pushEndpointAllowed: a device whose endpoint is not is removed unsent. */
  endpointAllowed: (endpoint: string) => boolean;
}

/**
 * Sends one queued push to one device. A device deleted meanwhile, or
 * registered again with another subscription, ends the job quietly. 2xx is
 * done; 404 and 410 delete the device and end the job; any other answer or
 * a network failure throws, so the runner retries with its backoff and a
 * push service that is down loses nothing.
 */
export const pushSendJob = (deps: PushJobDeps): JobDefinition => ({
  kind: PUSH_SEND_JOB,
  run: async (db, payload) => {
    const deviceId = Number(payload.deviceId);
    const endpoint = String(payload.endpoint);
    const device = await findDevice(db, deviceId);
    if (!device || device.externalId !== endpoint || !device.p256dh || !device.auth) return;
    if (!deps.endpointAllowed(endpoint)) {
      await deleteGoneSubscription(db, deviceId, endpoint);
      return;
    }
    const outcome = await deps.sender({
      subscription: { endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload: JSON.stringify(payload.message),
      vapid: { ...deps.vapid, subject: deps.subjectOf(String(payload.brandId)) },
      ttlSeconds: PUSH_TTL_SECONDS,
    });
    if (outcome.status >= 200 && outcome.status < 300) return;
    if (GONE.has(outcome.status)) {
      await deleteGoneSubscription(db, deviceId, endpoint);
      return;
    }
    throw new Error(`push service answered ${outcome.status}: ${outcome.body.slice(0, 200)}`);
  },
});

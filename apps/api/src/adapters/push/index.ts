import webpush from 'web-push';

/** The VAPID key pair (RFC 8292), base64url: 65-byte public point, 32-byte private scalar. */
export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushDelivery {
  subscription: PushSubscriptionKeys;
  /** The message, JSON text; encrypted for the subscription (RFC 8291 aes128gcm). */
  payload: string;
  vapid: VapidKeyPair & { subject: string };
  /** How long the push service keeps the message for a device that is off, in seconds. */
  ttlSeconds: number;
}

/** What the push service answered: its HTTP status (201 accepted; 404/410 subscription gone). */
export interface PushOutcome {
  status: number;
  body: string;
}

/** Sends one message to a push service (port: tests may pass their own). */
export type PushSender = (delivery: PushDelivery) => Promise<PushOutcome>;

/** A fresh key pair, as `npx web-push generate-vapid-keys` makes. */
export const makeVapidKeys = (): VapidKeyPair => webpush.generateVAPIDKeys();

/** Time allowed to one push service request, well under a job's 5-minute lease. */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Encrypts and signs with the web-push package (generateRequestDetails:
 * aes128gcm, the VAPID JWT) and posts with fetch, which speaks http as well as
 * https: web-push's own sendNotification speaks https only, and the local
 * push service stand-in listens on http://localhost. A network failure or a
 * timeout throws; any HTTP answer is returned for the caller to judge.
 */
export const webPushSender: PushSender = async ({ subscription, payload, vapid, ttlSeconds }) => {
  const details = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: ttlSeconds,
    contentEncoding: 'aes128gcm',
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    redirect: 'error',
  });
  return { status: response.status, body: (await response.text()).slice(0, 500) };
};

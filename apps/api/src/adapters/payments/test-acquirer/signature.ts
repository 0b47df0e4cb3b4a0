import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationRejected } from '../port';

export const SIGNATURE_HEADER = 'x-acquirer-signature';
/** A notification older (or newer) than this is refused as stale: a replay, or a clock far off. */
export const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its webhooks. */
export function signatureHeader(secret: string, rawBody: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody)}`;
}

/**
 * Checks the header against the raw body; throws NotificationRejected. The
 * signature is checked before the age, so `stale` is only ever said of a
 * notification this secret signed.
 */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | string[] | undefined,
  now = new Date(),
): void {
  if (typeof header !== 'string') throw new NotificationRejected('bad_signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new NotificationRejected('bad_signature');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
    throw new NotificationRejected('bad_signature');
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS)
    throw new NotificationRejected('stale');
}

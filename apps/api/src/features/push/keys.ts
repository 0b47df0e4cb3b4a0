import { isKnownPushService } from '@spesa/domain';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { makeVapidKeys, type VapidKeyPair } from '../../adapters/push';
import { keptVapidKeys } from './repo';

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when
 * set; otherwise the pair kept in the database, made at the first start
 * (decision 035). Every process on one database signs with the same pair, so
 * a subscription made through one is sent to by all.
 */
export async function loadVapidKeys(
  db: Db,
  config: Pick<AppConfig, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
  make: () => VapidKeyPair = makeVapidKeys,
): Promise<VapidKeyPair> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  return keptVapidKeys(db, make);
}

/**
 * Whether the shop may post to this endpoint: anywhere the contract allows with
 * PUSH_ANY_ENDPOINT (unset: outside production), else only the browsers' push
 * services, so a registered endpoint cannot point the server at another host.
 */
export const pushEndpointAllowed =
  (config: Pick<AppConfig, 'PUSH_ANY_ENDPOINT' | 'NODE_ENV'>) =>
  (endpoint: string): boolean =>
    (config.PUSH_ANY_ENDPOINT ?? config.NODE_ENV !== 'production') || isKnownPushService(endpoint);

/** 'Spesa Facile <noreply@spesa.it>' → 'noreply@spesa.it'. */
const addressOf = (sender: string): string => /<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender.trim();

/**
 * The contact push services read in the VAPID claim: VAPID_SUBJECT, else
 * mailto: the address the brand's mail comes from.
 */
export const vapidSubject = (
  config: Pick<AppConfig, 'VAPID_SUBJECT'>,
  senderOf: (brandId: string) => string,
  brandId: string,
): string => {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  try {
    return `mailto:${addressOf(senderOf(brandId))}`;
  } catch {
    return 'mailto:noreply@localhost';
  }
};

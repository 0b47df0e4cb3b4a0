import { z } from 'zod';

/*
 * Push notifications (SPEC §3 Push message, §4 Push, §6, §7 Native app;
 * decision 035). The app registers a device after login and unregisters it at
 * logout; the server sends one push per registered device when an order moves
 * on. Only 'web' devices (the browser's Push API) are sent to by this server;
 * 'android' and 'ios' tokens are stored for a native sender.
 */

export const PUSH_PLATFORMS = ['web', 'android', 'ios'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** Most devices one shopper keeps registered: the least recently registered one goes. */
export const PUSH_DEVICES_PER_USER = 20;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * The browsers' push services (Chrome and Edge on FCM, Firefox, Windows,
 * Safari): in production the shop sends only to these hosts and their
 * subdomains, so a registered endpoint cannot make the server post to
 * anywhere else (decision 035).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** The 400 of a web registration whose endpoint is not at one of PUSH_SERVICE_HOSTS (production). */
export const PUSH_UNKNOWN_SERVICE_CODE = 'push.unknown_service';

/** An https endpoint at one of PUSH_SERVICE_HOSTS, on the default port. */
export const isKnownPushService = (endpoint: string): boolean => {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`))
  );
};

/** https anywhere; http only on the machine itself (a local push service stand-in). */
const isPushEndpoint = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
};

/**
 * The browser's `PushSubscription.toJSON()`: the push service's endpoint and
 * the keys the message is encrypted for (RFC 8291): p256dh, an uncompressed
 * P-256 point (65 bytes, 87 base64url characters), and auth, 16 bytes (22).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().max(2048).refine(isPushEndpoint, 'An https URL (http only on localhost)'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().min(86).max(90).regex(BASE64URL, 'base64url'),
    auth: z.string().min(16).max(32).regex(BASE64URL, 'base64url'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/**
 * What a push carries (SPEC §3 Push message): the title and body twice, in
 * `aps.alert` as the native apps read them and at the top for the service
 * worker; `nav_to` is the shop's path the app opens when the notification is
 * tapped (SPEC §4 Push), `tap` whether the app was opened by a tap (set by
 * the app, never by the server).
 */
export const PushMessageSchema = z.object({
  aps: z.object({ alert: z.object({ title: z.string(), body: z.string() }) }),
  title: z.string(),
  body: z.string(),
  tap: z.boolean().optional(),
  nav_to: z.string().regex(/^\/(?!\/)/, 'A path of the shop, starting with one /'),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** Device descriptions as the app reads them from the platform: free text, bounded. */
const deviceText = z.string().max(200).default('');
const PushUuidSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9._:-]+$/, 'Letters, digits and . _ : -');
const PushPlatformSchema = z.enum(PUSH_PLATFORMS);

/**
 * GET /ebsn/api/externalregistration/register (SPEC §7 Native app). For
 * platform 'web', external_id is the JSON text of the browser's
 * PushSubscription (`JSON.stringify(subscription)`), validated with
 * PushSubscriptionSchema; a refusal names external_id. For 'android' and
 * 'ios' it is the store's push token (up to 4096 characters), stored as it
 * is. uuid names the device: registering the same platform and uuid again
 * updates the one row, and moves it to the shopper registering.
 */
export const PushRegisterQuerySchema = z
  .object({
    external_id: z.string().min(1).max(4096),
    model: deviceText,
    platform: PushPlatformSchema,
    platform_version: deviceText,
    manufacturer: deviceText,
    uuid: PushUuidSchema,
  })
  .superRefine((query, ctx) => {
    if (query.platform !== 'web') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(query.external_id);
    } catch {
      ctx.addIssue({
        code: 'custom',
        path: ['external_id'],
        message: 'The JSON of a PushSubscription',
      });
      return;
    }
    const result = PushSubscriptionSchema.safeParse(parsed);
    if (!result.success)
      for (const issue of result.error.issues)
        ctx.addIssue({
          code: 'custom',
          path: ['external_id', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
          message: issue.message,
        });
  });
export type PushRegisterQuery = z.input<typeof PushRegisterQuerySchema>;

/** GET /ebsn/api/externalregistration/unregister (SPEC §7 Native app). */
export const PushUnregisterQuerySchema = z.object({
  platform: PushPlatformSchema,
  uuid: PushUuidSchema,
});
export type PushUnregisterQuery = z.input<typeof PushUnregisterQuerySchema>;

/** register and unregister answer the device's platform and uuid, as done. */
export const PushRegistrationResponseSchema = z.object({
  platform: PushPlatformSchema,
  uuid: z.string(),
});
export type PushRegistrationResponse = z.infer<typeof PushRegistrationResponseSchema>;

/**
 * GET /ebsn/api/externalregistration/key, our addition (not in SPEC): the
 * server's VAPID public key (RFC 8292), base64url, the applicationServerKey
 * the browser subscribes with.
 */
export const PushKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponseSchema>;

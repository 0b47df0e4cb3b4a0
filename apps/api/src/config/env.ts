import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { RECAPTCHA_TEST_TOKEN, RecaptchaSiteKeySchema, TagManagerIdSchema } from '@spesa/domain';
import { API_DIR } from '../api-dir';
import {
  freshSecrets,
  keptSecrets,
  type InstallationSecret,
  type Secrets,
} from './installation-secrets';

/** The repository root, so paths work whatever the working directory is. */
export const REPO_ROOT = path.resolve(API_DIR, '../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An IPv4 or IPv6 address, with a prefix length that fits it when one is given. */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: false, a hop count, or a list of addresses and CIDR ranges (what Fastify's trustProxy takes). */
const trustedProxies = z
  .string()
  .default('false')
  .transform((text, ctx): false | number | string[] => {
    const value = text.trim();
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const ranges = value.split(',').map((part) => part.trim());
    const bad = ranges.filter((range) => !isAddressOrRange(range));
    if (bad.length === 0) return ranges;
    ctx.addIssue({
      code: 'custom',
      message: ['true', 'yes', '1'].includes(value)
        ? 'TRUST_PROXY=true would believe every X-Forwarded-For: give the proxies’ addresses or CIDR ranges (10.0.0.0/8,192.0.2.7), or the number of proxies in front'
        : `"${bad.join(', ')}" is not an address or a CIDR range`,
    });
    return z.NEVER;
  });

/** 'brandId=origin' pairs separated by commas, e.g. 'mercato=https://www.mercato-spesa.it'. */
const originsByBrand = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const origins: Record<string, string> = {};
    for (const pair of text.split(',').filter((p) => p.trim())) {
      const [brandId = '', origin = ''] = pair.split('=').map((part) => part.trim());
      const url = URL.canParse(origin) ? new URL(origin) : null;
      if (!brandId || !url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/')
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not brandId=http(s)://host[:port]` });
      else origins[brandId] = url.origin;
    }
    return origins;
  });

/**
 * 'brandId=value' pairs separated by commas, each value read by `read` (null: not one):
 * the shape of every per-brand setting, e.g. TAG_MANAGER_IDS='mercato=GTM-AB12CD3'.
 */
const byBrand = <T>(read: (value: string) => T | null, shape: string) =>
  z
    .string()
    .default('')
    .transform((text, ctx) => {
      const values: Record<string, T> = {};
      for (const pair of text.split(',').filter((p) => p.trim())) {
        const at = pair.indexOf('=');
        const brandId = pair.slice(0, at).trim();
        const value = at < 1 ? null : read(pair.slice(at + 1).trim());
        if (!brandId || value === null)
          ctx.addIssue({ code: 'custom', message: `"${pair}" is not brandId=${shape}` });
        else values[brandId] = value;
      }
      return values;
    });

/** 'brandId=GTM-…' pairs separated by commas, e.g. 'mercato=GTM-AB12CD3'. */
const tagManagerByBrand = byBrand(
  (id) => (TagManagerIdSchema.safeParse(id).success ? id : null),
  'GTM-XXXXXXX',
);

/** An Android app of a brand: its package and the SHA-256 fingerprints of its signing certificates. */
export interface AndroidApp {
  packageName: string;
  sha256Fingerprints: string[];
}

const ANDROID_PACKAGE = /^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/;
const SHA256_FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;

/**
 * 'brandId=package:fingerprint[|fingerprint…]' pairs, e.g.
 * 'fresco=it.fresco.spesa:AB:CD:…' (the 32 bytes of `keytool -list` or Play's app signing page).
 */
const androidAppsByBrand = byBrand<AndroidApp>((value) => {
  const colon = value.indexOf(':');
  const packageName = value.slice(0, colon);
  const sha256Fingerprints = value
    .slice(colon + 1)
    .split('|')
    .map((print) => print.trim().toUpperCase());
  return colon > 0 &&
    ANDROID_PACKAGE.test(packageName) &&
    sha256Fingerprints.every((print) => SHA256_FINGERPRINT.test(print))
    ? { packageName, sha256Fingerprints }
    : null;
}, 'package.name:SHA-256 fingerprint[|fingerprint]');

const IOS_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/;

/** 'brandId=TEAMID.bundle.id[|TEAMID.other.bundle]' pairs, e.g. 'fresco=AB12CD34EF.it.fresco.spesa'. */
const iosAppsByBrand = byBrand<string[]>((value) => {
  const ids = value.split('|').map((id) => id.trim());
  return ids.every((id) => IOS_APP_ID.test(id)) ? ids : null;
}, 'TEAMID.bundle.id[|TEAMID.bundle.id]');

/** 'Name <address>' or a bare address: what a From header may carry, on one line. */
const SENDER = /^[^\r\n<>]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/;

/**
 * The sender of each brand's mail: 'brandId=Name <address>' pairs separated by
 * semicolons (a name may hold a comma), e.g. 'fresco=Fresco <ordini@freschissimo.it>'.
 * A brand left out sends as '<its name> <noreply@<its public host>>'.
 */
const sendersByBrand = z
  .string()
  .default('')
  .transform((text, ctx) => {
    const senders: Record<string, string> = {};
    for (const pair of text.split(';').filter((p) => p.trim())) {
      const at = pair.indexOf('=');
      const brandId = pair.slice(0, at).trim();
      const sender = pair.slice(at + 1).trim();
      if (at < 1 || !/^[a-z0-9-]+$/.test(brandId) || !SENDER.test(sender))
        ctx.addIssue({ code: 'custom', message: `"${pair}" is not brandId=Name <address>` });
      else senders[brandId] = sender;
    }
    return senders;
  });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** postgres://… selects a PostgreSQL server; unset means embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Where embedded PGlite keeps its files (the secrets the shop made beside it);
   * 'memory://' keeps nothing. Empty is a mistake (an unset variable in a
   * deployment file), not a wish to lose everything at restart.
   */
  DATA_DIR: z
    .string()
    .trim()
    .min(
      1,
      'DATA_DIR è vuota: indica una cartella, o memory:// per non conservare nulla (DATA_DIR is empty: name a folder, or memory:// to keep nothing)',
    )
    .default(path.join(REPO_ROOT, 'data', 'pglite')),
  /** Forces one brand whatever the request host (development). */
  BRAND: z.string().optional(),
  /**
   * The public origin of each brand, for absolute URLs (canonical, Open Graph, sitemap):
   * the Host header is never trusted for them. A brand left out gets http://<its first domain>:PORT.
   */
  PUBLIC_ORIGINS: originsByBrand,
  /**
   * The Google Tag Manager container of each brand, over the brand's own
   * config.tagManagerId; a brand with neither loads no tag manager.
   */
  TAG_MANAGER_IDS: tagManagerByBrand,
  /**
   * The Android app (TWA or Capacitor wrapper) of each brand, for
   * /.well-known/assetlinks.json: a brand left out answers 404 there.
   */
  ANDROID_APP_IDS: androidAppsByBrand,
  /** The iOS app of each brand, for /.well-known/apple-app-site-association; left out, 404. */
  IOS_APP_IDS: iosAppsByBrand,
  /** Serve the OpenAPI document and its viewer at /ebsn/api/docs; unset: on except in production. */
  API_DOCS: bool.optional(),
  /** Serve the outbox at /dev/mail; unset: on except in production. */
  DEV_MAIL: bool.optional(),
  /**
   * The bearer token of GET /metrics (Prometheus); without it the route answers 404,
   * so that the shop's figures never reach the public internet by default.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.default(false),
  /** Idle lifetime of a session without "remember me". */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  /** Lifetime of a "remember me" session. */
  SESSION_REMEMBER_DAYS: z.coerce.number().int().positive().default(30),
  /** Send cookies with the Secure flag (set behind HTTPS). */
  COOKIE_SECURE: bool.default(false),
  /**
   * Whose X-Forwarded-* to believe: false (nobody, the default), the proxies'
   * addresses or CIDR ranges ('172.30.0.10' or '10.0.0.0/8,192.0.2.7'), or how
   * many proxies stand in front (a hop count). Never everyone: a client talking
   * to the shop directly would pick its own address.
   */
  TRUST_PROXY: trustedProxies,
  /**
   * Failed logins in the window, per account and client address, after which
   * further attempts from that address wait 1 s, 2 s, 4 s… (at most the window)
   * after the last failure; so an attacker elsewhere cannot lock the owner out
   * (decision 002). A device the account logged in from before is counted on
   * its own failures only.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /** The same slowing for every login from one address, whatever the account. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** How long a device stays known to an account after its last successful login. */
  LOGIN_DEVICE_DAYS: z.coerce.number().int().positive().default(180),
  /** Wrong discount or shop-at-work codes allowed per session in the window; then 429. */
  CODE_GUESSES_PER_SESSION: z.coerce.number().int().positive().default(10),
  /** The same per address, higher because an office or a mobile network shares one. */
  CODE_GUESSES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  CODE_GUESS_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** How long a chosen timeslot stays reserved for a cart before others may take it. */
  TIMESLOT_HOLD_MINUTES: z.coerce.number().int().positive().default(60),
  /** How long cart/lock keeps the address frozen while the shopper is at the payment step. */
  CART_LOCK_MINUTES: z.coerce.number().int().positive().default(30),
  /** How often a listening server looks for due jobs (decision 013); 0 runs none in this process. */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(0).default(5),
  /** How many days of timeslots are offered, starting today (generated on demand). */
  TIMESLOT_DAYS_AHEAD: z.coerce.number().int().min(1).max(60).default(8),
  /** local: the gazetteer shipped in the repo; nominatim: an OpenStreetMap Nominatim server. */
  GEOCODING_PROVIDER: z.enum(['local', 'nominatim']).default('local'),
  NOMINATIM_URL: z.string().url().default('https://nominatim.openstreetmap.org'),
  /** Contact (e-mail or URL) sent in the User-Agent, as Nominatim's usage policy asks. */
  NOMINATIM_CONTACT: z.string().default('admin@localhost'),
  /**
   * Where a products feed's https pictures come from: local, a folder laid out
   * as host/path (IMAGE_FETCH_DIR; this machine has no internet); https, the web.
   */
  IMAGE_FETCH_PROVIDER: z.enum(['local', 'https']).default('local'),
  IMAGE_FETCH_DIR: z.string().default('./data-pictures'),
  /** An order waiting for its online payment is cancelled, and its slot and stock released, after this. */
  UNPAID_ORDER_MINUTES: z.coerce.number().positive().default(30),
  /** test: the built-in test acquirer under /pay/ (decision 014); stripe: Stripe with manual capture. */
  PAYMENT_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  /** Signs the test acquirer's callbacks (HMAC-SHA256); unset, an installation secret. */
  ACQUIRER_SECRET: z.string().min(16).optional(),
  /** How long the test acquirer's "pending" test card leaves the result open. */
  ACQUIRER_PENDING_SECONDS: z.coerce.number().int().min(1).default(20),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK connects (tests point it at a local fake): http://127.0.0.1:12111 */
  STRIPE_API_URL: z.string().url().optional(),
  /** smtp://host:port: mail goes out by SMTP (MailDev: smtp://127.0.0.1:1025); unset, it stays in the outbox (/dev/mail). */
  SMTP_URL: z.string().url().optional(),
  /** The sender of each brand's mail, over '<brand name> <noreply@<public host>>'. */
  MAIL_FROM: sendersByBrand,
  /**
   * The contact in the push services' VAPID claim (RFC 8292 `sub`), mailto: or
   * https:; unset, mailto: the address of the brand's sender (MAIL_FROM).
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'mailto:someone@host or https://…')
    .optional(),
  /**
   * The VAPID key pair push messages are signed with, base64url (npx web-push
   * generate-vapid-keys); both or neither. Unset, a pair is made at the first
   * start and kept in the database (push_vapid_keys, decision 035).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key, 65 bytes in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, 32 bytes in base64url')
    .optional(),
  /**
   * Take web push subscriptions at any https endpoint, or http on localhost (the
   * local push service, `npm run stand-in:push`); unset, on except in production,
   * where only the browsers' push services (PUSH_SERVICE_HOSTS) are taken.
   */
  PUSH_ANY_ENDPOINT: bool.optional(),
  /**
   * Verifies the recaptcha token (query parameter `token`) on the brand's
   * recaptchaEndpoints: off (default), test (RECAPTCHA_TEST_TOKEN passes), google.
   */
  RECAPTCHA_PROVIDER: z.enum(['off', 'test', 'google']).default('off'),
  /** The web app sends the default when its brand has no site key: another value is for API tests only. */
  RECAPTCHA_TEST_TOKEN: z.string().default(RECAPTCHA_TEST_TOKEN),
  RECAPTCHA_SECRET: z.string().optional(),
  /** Google's v3 site key paired with RECAPTCHA_SECRET, given to every brand's web app. */
  RECAPTCHA_SITE_KEY: RecaptchaSiteKeySchema.optional(),
  /** How long the link of a registration's confirmation mail stays valid. */
  REGISTRATION_CONFIRM_HOURS: z.coerce.number().positive().default(48),
  /** Confirmation mails one address may be sent in an hour (registration and resend together). */
  REGISTRATION_MAILS_PER_HOUR: z.coerce.number().int().positive().default(3),
  /**
   * Social login (docs/rules/account.md Roles): each provider is offered only with all three set.
   * `npm run oidc` starts local stand-ins and prints the values that point here.
   */
  GOOGLE_OIDC_ISSUER: z.string().url().optional(),
  GOOGLE_OIDC_CLIENT_ID: z.string().optional(),
  GOOGLE_OIDC_CLIENT_SECRET: z.string().optional(),
  /** An OpenID Connect issuer for Facebook login (Facebook's own, or a broker in front of it). */
  FACEBOOK_OIDC_ISSUER: z.string().url().optional(),
  FACEBOOK_OIDC_CLIENT_ID: z.string().optional(),
  FACEBOOK_OIDC_CLIENT_SECRET: z.string().optional(),
  /** Encrypts the short-lived cookies of a social login in progress; unset, an installation secret. */
  SOCIAL_LOGIN_SECRET: z.string().min(16).optional(),
  /**
   * The last app version published in the stores, which /version.json names (a native
   * wrapper older than it shows the upgrade prompt); unset, the shop's own version.
   */
  APP_LATEST_VERSION: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/, 'a version such as 1.2.0')
    .optional(),
  /**
   * How often pages ask /version.json for a new build, in ms; unset, each brand's
   * configuration (600000). The upgrade journey asks every few seconds.
   */
  VERSION_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).optional(),
  /** Where that version is downloaded; {platform} becomes android or ios in the app. */
  APP_STORE_URL: z.string().min(1).default('/app/{platform}'),
  /** The built web app served at /; a relative path is taken from the working directory. */
  WEB_DIST_DIR: z
    .string()
    .default(path.join(REPO_ROOT, 'apps', 'web', 'dist'))
    .transform((dir) => path.resolve(dir)),
  /** Where the staff's browser is sent to sign in (SAML HTTP-Redirect binding): `npm run idp` listens here. */
  SAML_IDP_SSO_URL: z.string().url().default('http://localhost:3010/sso'),
  /** The identity provider's entity id: assertions from any other issuer are refused. */
  SAML_IDP_ENTITY_ID: z.string().default('urn:spesa:dev-idp'),
  /**
   * The certificate that signs the assertions. Unset, the shop trusts the
   * certificate the local IdP made at its first start in IDP_DATA_DIR (and
   * says so loudly in production); the test suite names the committed TEST one.
   */
  SAML_IDP_CERT_FILE: z.string().trim().min(1).optional(),
  /** Where the local IdP (`npm run idp`) keeps the key pair it makes at its first start. */
  IDP_DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default(path.join(REPO_ROOT, 'data', 'dev-idp')),
  /** How far the IdP's clock may be from ours when reading NotBefore / NotOnOrAfter. */
  SAML_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).max(600).default(120),
});

export type AppConfig = Omit<z.infer<typeof EnvSchema>, InstallationSecret> & Secrets;

/** Without either, Google would refuse every guarded call: the shop does not start so. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.RECAPTCHA_PROVIDER !== 'google') return;
  for (const name of ['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] as const)
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: 'RECAPTCHA_PROVIDER=google needs it' });
}).superRefine((env, ctx) => {
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    });
});

/**
 * Configuration is read here and nowhere else (docs/architecture.md#configuration). A secret left
 * unset is made at random: with `keepSecrets` (the shop's start) it is kept in
 * the data folder, made there at the first start; otherwise, and on an
 * in-memory database, it lasts as long as the process.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<AppConfig> = {},
  { keepSecrets = false }: { keepSecrets?: boolean } = {},
): AppConfig {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = { ...parsed.data, ...overrides };
  let made: Secrets | undefined;
  const secret = (name: InstallationSecret): string =>
    config[name] ??
    (made ??=
      keepSecrets && config.DATA_DIR !== 'memory://'
        ? keptSecrets(config.DATA_DIR)
        : freshSecrets())[name];
  return {
    ...config,
    SOCIAL_LOGIN_SECRET: secret('SOCIAL_LOGIN_SECRET'),
    ACQUIRER_SECRET: secret('ACQUIRER_SECRET'),
  };
}

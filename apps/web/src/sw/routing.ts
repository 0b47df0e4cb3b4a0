import { SESSION_HEADER } from '@spesa/domain/api/session-headers';

/**
 * What the service worker does with each request (docs/decisions/034-service-worker.md).
 * Pure, so that the table test can hold it without a worker.
 */
export type Strategy =
  /** A page: the network first, the last copy of that page when there is none. */
  | 'page'
  /** A hashed build file: never changes, so the cache first. */
  | 'asset'
  /** A picture, the manifest, an icon: the network first, the copy when offline. */
  | 'static'
  /** The API's public answers (catalogue): the network first, the copy only when offline. */
  | 'api'
  /** Never from a cache: the version check, payments, the staff's and the shopper's own calls. */
  | 'network';

/** Paths whose answers must always be fresh: a copy of them would be a lie. */
const NETWORK_ONLY = [
  /^\/version\.json$/,
  /^\/sw\.js$/,
  /^\/pay\//,
  /^\/ebsn\/api\/(auth|cart|checkout|orders?|user|account|externalregistration|staff|payment)/,
  /^\/dev\//,
  /^\/health\//,
  /^\/metrics$/,
];

export interface RequestFacts {
  method: string;
  url: URL;
  /** The service worker's own origin. */
  origin: string;
  /** Request.mode: 'navigate' for a page. */
  mode: string;
}

export function strategyFor({ method, url, origin, mode }: RequestFacts): Strategy | null {
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (NETWORK_ONLY.some((pattern) => pattern.test(path))) return 'network';
  if (mode === 'navigate') return 'page';
  if (path.startsWith('/assets/')) return 'asset';
  if (path.startsWith('/ebsn/') || path.startsWith('/p/')) return 'api';
  return 'static';
}

interface HeadersOf {
  headers: { get(name: string): string | null };
}

/**
 * A response the API marked private or not to be stored stays out of the cache: the
 * shopper's cart, addresses or orders must not be read from a device's cache by
 * the next person who uses the phone. Nor does any answer to a request made with
 * the shopper's session: if the server forgot to mark it, the device keeps it
 * anyway after the session expired or the cookies were cleared.
 */
export function isStorable(response: HeadersOf & { ok: boolean }, request?: HeadersOf): boolean {
  if (!response.ok) return false;
  if (request?.headers.get(SESSION_HEADER)) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(no-store|private)\b/i.test(cacheControl);
}

/** What a build file's name says it is: the content types it may come as. */
const ASSET_TYPES: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/\.m?js$/, /^(text|application)\/javascript\b/],
  [/\.css$/, /^text\/css\b/],
  [/\.woff2$/, /^font\/woff2\b/],
  [/\.woff$/, /^font\/woff\b/],
  [/\.svg$/, /^image\/svg\+xml\b/],
  [/\.(png|webp|avif|jpe?g|gif|ico)$/, /^image\//],
  [/\.json$/, /^application\/(manifest\+)?json\b/],
];

/**
 * A build file is kept for good (cache first): only when it is what its name says.
 * A server that answered an old build's file with the shop's page (HTML, 200) once
 * broke that page on every reload until the site's data were cleared.
 */
export function isAssetStorable(url: URL, response: HeadersOf & { ok: boolean }): boolean {
  if (!response.ok) return false;
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  const known = ASSET_TYPES.find(([name]) => name.test(url.pathname));
  return known ? known[1].test(type) : !type.startsWith('text/html');
}

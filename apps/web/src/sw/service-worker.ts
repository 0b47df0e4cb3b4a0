/// <reference lib="webworker" />
/**
 * The shop's service worker (docs/decisions/034-service-worker.md): the app's shell
 * and the pages a shopper visited open without a network, a new build waits until
 * the shopper says «Aggiorna», and push messages become notifications. Built into
 * dist/sw.js by vite-plugins/service-worker.ts, which defines __SPESA_SW__.
 */
import {
  NAVIGATE_TO,
  PUSH_FALLBACK_TITLE,
  PUSH_IN_PAGE,
  readPushMessage,
  safePath,
} from './push-message';
import { isAssetStorable, isStorable, strategyFor } from './routing';
import { SW_FORGET_SHOPPER, SW_KEEP, SW_SKIP_WAITING, type KeepMessage } from './messages';

declare const __SPESA_SW__: { build: string; precache: string[]; offlinePage: string };
declare const self: ServiceWorkerGlobalScope;

const { build, precache, offlinePage } = __SPESA_SW__;
const SHELL = `spesa-shell-${build}`;
const ASSETS = 'spesa-assets';
const PAGES = 'spesa-pages';
const STATIC = 'spesa-static';
const API = 'spesa-api';
/** How many entries each runtime cache keeps, oldest dropped first. */
const LIMITS: Record<string, number> = { [ASSETS]: 300, [PAGES]: 40, [STATIC]: 200, [API]: 200 };

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll([...precache, offlinePage])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('spesa-shell-') && name !== SHELL)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

async function trim(name: string): Promise<void> {
  const limit = LIMITS[name];
  if (!limit) return;
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)),
  );
}

async function keep(name: string, request: Request, response: Response): Promise<void> {
  const cache = await caches.open(name);
  await cache.put(request, response);
  await trim(name);
}

async function fromCaches(request: Request): Promise<Response | undefined> {
  return (await caches.match(request)) ?? undefined;
}

/**
 * The network first; the stored copy only when the network fails, so that nothing is
 * read stale while the shopper is online.
 */
async function networkFirst(
  event: FetchEvent,
  name: string,
  storable: (response: Response) => boolean,
): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (storable(response)) event.waitUntil(keep(name, event.request, response.clone()));
    return response;
  } catch (error) {
    const copy = await fromCaches(event.request);
    if (copy) return copy;
    throw error;
  }
}

async function page(event: FetchEvent): Promise<Response> {
  try {
    // A page of the shopper's own is kept on their device (private is for shared
    // caches); the copies go when they log out (SW_FORGET_SHOPPER).
    return await networkFirst(
      event,
      PAGES,
      (response) =>
        response.ok && !/\bno-store\b/i.test(response.headers.get('cache-control') ?? ''),
    );
  } catch {
    const offline = await caches.match(offlinePage);
    return offline ?? Response.error();
  }
}

async function asset(event: FetchEvent): Promise<Response> {
  const copy = await fromCaches(event.request);
  if (copy) return copy;
  const response = await fetch(event.request);
  if (isAssetStorable(new URL(event.request.url), response))
    event.waitUntil(keep(ASSETS, event.request, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor({
    method: request.method,
    url: new URL(request.url),
    origin: self.location.origin,
    mode: request.mode,
  });
  switch (strategy) {
    case 'page':
      event.respondWith(page(event));
      return;
    case 'asset':
      event.respondWith(asset(event));
      return;
    case 'static':
      event.respondWith(networkFirst(event, STATIC, isStorable));
      return;
    case 'api':
      event.respondWith(networkFirst(event, API, (response) => isStorable(response, request)));
      return;
    default:
      // 'network' and other origins: the browser's own fetch, untouched.
      return;
  }
});

/** Same-origin paths only: a page cannot have the worker fetch elsewhere. */
const ownPaths = (urls: unknown, prefix: string): string[] =>
  Array.isArray(urls)
    ? urls.flatMap((url) => {
        if (typeof url !== 'string') return [];
        const parsed = new URL(url, self.location.origin);
        return parsed.origin === self.location.origin && parsed.pathname.startsWith(prefix)
          ? [parsed.pathname + parsed.search]
          : [];
      })
    : [];

async function keepWhatThePageLoaded({ pages, assets }: KeepMessage): Promise<void> {
  const [pageCache, assetCache] = await Promise.all([caches.open(PAGES), caches.open(ASSETS)]);
  await Promise.all([
    ...ownPaths(pages, '/').map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (response.ok) await pageCache.put(url, response);
    }),
    ...ownPaths(assets, '/assets/').map(async (url) => {
      if (await caches.match(url)) return;
      const response = await fetch(url);
      if (isAssetStorable(new URL(url, self.location.origin), response))
        await assetCache.put(url, response);
    }),
  ]).catch(() => undefined);
  await Promise.all([trim(PAGES), trim(ASSETS)]);
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if ((data as { type?: unknown } | null)?.type === SW_KEEP)
    event.waitUntil(keepWhatThePageLoaded(data as KeepMessage));
  if (data === SW_SKIP_WAITING) void self.skipWaiting();
  if (data === SW_FORGET_SHOPPER)
    event.waitUntil(Promise.all([caches.delete(PAGES), caches.delete(API)]).then(() => undefined));
});

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const shown = readPushMessage(data, PUSH_FALLBACK_TITLE);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      const inFront = windows.find(
        (client) => client.visibilityState === 'visible' && client.focused,
      );
      // SPEC §4 Push: in the foreground the page asks before it navigates.
      if (inFront) {
        inFront.postMessage({ type: PUSH_IN_PAGE, message: shown });
        return;
      }
      await self.registration.showNotification(shown.title, {
        body: shown.body,
        tag: shown.navTo,
        data: { navTo: shown.navTo },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const navTo = safePath((event.notification.data as { navTo?: unknown } | null)?.navTo);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows[0];
      // SPEC §4 Push: a tap in the background goes to nav_to.
      if (open) {
        await open.focus();
        open.postMessage({ type: NAVIGATE_TO, path: navTo });
        return;
      }
      await self.clients.openWindow(navTo);
    })(),
  );
});

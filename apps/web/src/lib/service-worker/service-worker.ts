import { SW_FORGET_SHOPPER, SW_KEEP, SW_SKIP_WAITING, type KeepMessage } from '../../sw/messages';
import { NAVIGATE_TO, PUSH_IN_PAGE, type PushShown } from '../../sw/push-message';
import { ownBuild } from './own-build';

const worker = (): ServiceWorkerContainer | null =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;

/**
 * Registers /sw.js once the page is idle (docs/decisions/034). Only a served build has
 * one: the development server's pages carry no build.
 */
export function registerServiceWorker(): void {
  const container = worker();
  if (!container || !ownBuild()) return;
  const firstInstall = !container.controller;
  container
    .register('/sw.js')
    .then(() => container.ready)
    .then((registration) => {
      if (!firstInstall) return;
      const keep: KeepMessage = {
        type: SW_KEEP,
        pages: [window.location.href],
        assets: performance.getEntriesByType('resource').map((entry) => entry.name),
      };
      registration.active?.postMessage(keep);
    })
    .catch(() => {
      // A browser that refuses (private mode, a policy) runs the shop without one.
    });
}

/** Asks the browser to look for a new worker now rather than at its next navigation. */
export async function lookForUpdate(): Promise<void> {
  const registration = await worker()?.getRegistration();
  await registration?.update().catch(() => undefined);
}

function installed(registration: ServiceWorkerRegistration, timeoutMs: number) {
  return new Promise<ServiceWorker | null>((resolve) => {
    const done = (value: ServiceWorker | null) => {
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => done(registration.waiting), timeoutMs);
    const installing = registration.installing;
    if (!installing) return done(registration.waiting);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') done(installing);
      if (installing.state === 'redundant') done(null);
    });
  });
}

/**
 * «Aggiorna»: the waiting worker of the new build takes over and the page reloads
 * into it; without one (no worker, or it failed to install) a reload alone fetches
 * the new build, since pages are read from the network first.
 */
export async function applyUpdate(reload: () => void = () => window.location.reload()) {
  const container = worker();
  const registration = await container?.getRegistration();
  if (!container || !registration) return reload();
  await registration.update().catch(() => undefined);
  const waiting = registration.waiting ?? (await installed(registration, 10_000));
  if (!waiting) return reload();
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage(SW_SKIP_WAITING);
}

/** At logout the shopper's pages and answers leave the device's caches. */
export function forgetShopperCaches(): void {
  worker()?.controller?.postMessage(SW_FORGET_SHOPPER);
}

export interface WorkerMessages {
  /** A push arrived while the shop was in front (SPEC §4 Push). */
  onPush(message: PushShown): void;
  /** A notification was tapped: go to its page. */
  onNavigate(path: string): void;
}

/** Listens to what the worker says to this page; answers the way to stop. */
export function listenToWorker({ onPush, onNavigate }: WorkerMessages): () => void {
  const container = worker();
  if (!container) return () => undefined;
  const listener = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; message?: PushShown; path?: unknown } | null;
    if (data?.type === PUSH_IN_PAGE && data.message) onPush(data.message);
    if (data?.type === NAVIGATE_TO && typeof data.path === 'string') onNavigate(data.path);
  };
  container.addEventListener('message', listener);
  return () => container.removeEventListener('message', listener);
}

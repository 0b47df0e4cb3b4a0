import { SW_KEEP, type KeepMessage } from '../../sw/messages';
import { ownBuild } from './own-build';
import { worker } from './worker';

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

import { ownBuild } from '../lib/service-worker/own-build';

const RELOADED_FOR = 'spesa:reloaded-for-build';

/**
 * A deploy removes the old build's files: a page of the old build that loads one of its
 * chunks or stylesheets later finds it gone. It reloads once into the new build
 * instead of breaking (issue 35); a second failure from the same build is left to
 * the error screens, so a chunk that is truly missing cannot loop.
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const build = ownBuild() ?? '';
    try {
      if (sessionStorage.getItem(RELOADED_FOR) === build) return;
      sessionStorage.setItem(RELOADED_FOR, build);
    } catch {
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}

import { ownBuild } from '../lib/service-worker/own-build';

const RELOADED_FOR = 'spesa:reloaded-for-build';

/** The build the shop serves now, read without the app's client (this runs in the entry). */
async function servedBuild(): Promise<string | null> {
  try {
    const answer = await fetch('/version.json', { cache: 'no-store' });
    const body = (await answer.json()) as { lastVersion?: { build?: unknown } };
    return typeof body.lastVersion?.build === 'string' ? body.lastVersion.build : null;
  } catch {
    return null;
  }
}

/**
 * A deploy removes the old build's files: a page of the old build that loads one of
 * its chunks or stylesheets later finds it gone. When the shop now serves another
 * build, the page reloads into it, once per build, so that a chunk truly missing
 * cannot loop (issue 35). A network that is down is not a deploy: the error is left
 * to the screens that show it, and the page is not swapped for the offline one.
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', () => {
    const build = ownBuild();
    if (!build) return;
    // The import still fails (its screen shows for the moment the check takes): whether
    // a reload mends it is known only once the shop has answered.
    void servedBuild().then((served) => {
      try {
        if (!served || served === build || sessionStorage.getItem(RELOADED_FOR) === build) return;
        sessionStorage.setItem(RELOADED_FOR, build);
      } catch {
        return;
      }
      window.location.reload();
    });
  });
}

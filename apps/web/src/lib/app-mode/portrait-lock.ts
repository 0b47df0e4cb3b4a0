import { LAYOUT_PX, TIMING_MS } from '@spesa/domain/constants';

interface LockableOrientation {
  lock?: (orientation: 'portrait') => Promise<void>;
}

export interface PortraitLockScreen {
  width: number;
  height: number;
  orientation?: LockableOrientation;
}

/**
 * docs/rules/README.md: the app locks to portrait 1.5 s after its start on screens
 * narrower than 600 px (a phone's short side); a tablet turns freely. A browser
 * that cannot lock (a tab, iOS) refuses quietly. Answers the way to cancel.
 */
export function lockPortraitOnPhones(
  screen: PortraitLockScreen = window.screen as PortraitLockScreen,
): () => void {
  const timer = window.setTimeout(() => {
    if (Math.min(screen.width, screen.height) >= LAYOUT_PX.portraitLockMaxScreenWidth) return;
    screen.orientation?.lock?.('portrait').catch(() => undefined);
  }, TIMING_MS.portraitLockDelay);
  return () => window.clearTimeout(timer);
}

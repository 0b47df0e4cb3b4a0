import { TIMING_MS } from '@spesa/domain';
import { isForcedReloadExcluded } from '../../config/paths';

/** What the app does when it comes back to the foreground. */
export type ResumeAction = 'none' | 'restart' | 'reload';

/**
 * docs/rules/shop-shell.md App wrapper, docs/rules/account.md Session: on the cart's and the
 * payment's pages nothing is forced; otherwise an app idle for longer than the reload time
 * restarts, and any other resume reloads (the cart when there is a session, then the
 * 'reload' event).
 */
export function resumeAction(input: {
  idleMs: number;
  reloadAfterMs: number;
  pathname: string;
}): ResumeAction {
  if (isForcedReloadExcluded(input.pathname)) return 'none';
  return input.idleMs > input.reloadAfterMs ? 'restart' : 'reload';
}

export interface ResumeWatch {
  /** The brand's reload time (BrandConfig.reloadAfterMs). */
  reloadAfterMs: number;
  /** TIMING_MS.mobileResumeDelay unless told. */
  delayMs?: number;
  now?: () => number;
  pathname: () => string;
  hasSession: () => boolean;
  restart: () => void;
  reloadCart: () => void;
  emitReload: () => void;
}

/**
 * Watches the page's visibility: back to visible after having been hidden, it waits the
 * resume delay and then does what resumeAction says, the idle time counted from the
 * moment the app was hidden. Returns the stop function.
 */
export function watchAppResume(watch: ResumeWatch, doc: Document = document): () => void {
  const now = watch.now ?? Date.now;
  const delayMs = watch.delayMs ?? TIMING_MS.mobileResumeDelay;
  let hiddenAt: number | null = doc.visibilityState === 'hidden' ? now() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') {
      clearTimeout(timer);
      hiddenAt ??= now();
      return;
    }
    if (hiddenAt === null) return;
    const idleSince = hiddenAt;
    hiddenAt = null;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const action = resumeAction({
        idleMs: now() - idleSince,
        reloadAfterMs: watch.reloadAfterMs,
        pathname: watch.pathname(),
      });
      if (action === 'restart') return watch.restart();
      if (action === 'none') return;
      if (watch.hasSession()) watch.reloadCart();
      watch.emitReload();
    }, delayMs);
  };

  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

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
  /** Renders the routed page again (the app key refresh), after a reload only. */
  refreshKey: () => void;
  /** TIMING_MS.appKeyRefresh unless told, counted from the app's return. */
  refreshAfterMs?: number;
}

/**
 * Watches the page's visibility: back to visible after having been hidden, it waits the
 * resume delay and then does what resumeAction says, the idle time counted from the
 * moment the app was hidden. After a reload, once the app key refresh time has passed
 * since the return, it asks for the page to be rendered again. Returns the stop function.
 */
export function watchAppResume(watch: ResumeWatch, doc: Document = document): () => void {
  const now = watch.now ?? Date.now;
  const delayMs = watch.delayMs ?? TIMING_MS.mobileResumeDelay;
  let hiddenAt: number | null = doc.visibilityState === 'hidden' ? now() : null;
  const refreshAfterMs = watch.refreshAfterMs ?? TIMING_MS.appKeyRefresh;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') {
      clearTimeout(timer);
      clearTimeout(refreshTimer);
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
      refreshTimer = setTimeout(watch.refreshKey, Math.max(0, refreshAfterMs - delayMs));
    }, delayMs);
  };

  doc.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearTimeout(timer);
    clearTimeout(refreshTimer);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

const FIELD_SELECTOR = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Whether the shopper is filling in a form on the current page: a field has the focus, or
 * something was typed or chosen since the page was opened (an `input` or `change` event
 * with the same path and query). Rendering the page again would lose what a field holds
 * and React's controlled fields keep no trace of being changed, so the events are
 * counted instead. Returns the question and the stop function.
 */
export function watchFormInput(doc: Document = document): {
  inUse: () => boolean;
  stop: () => void;
} {
  const page = () => `${doc.location?.pathname ?? ''}${doc.location?.search ?? ''}`;
  let touchedPage: string | null = null;
  const onInput = () => {
    touchedPage = page();
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  return {
    inUse: () => touchedPage === page() || doc.activeElement?.matches(FIELD_SELECTOR) === true,
    stop: () => {
      doc.removeEventListener('input', onInput, true);
      doc.removeEventListener('change', onInput, true);
    },
  };
}

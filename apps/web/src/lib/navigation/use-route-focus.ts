import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its h1 (a lazy chunk, its data) before focus settles on main. */
const WAIT_FOR_PAGE_MS = 5_000;
const POLL_MS = 50;

interface Place {
  path: string;
  state: unknown;
}

/**
 * A client-side navigation is a new page for the shopper unless it only changed the hash
 * or changed the page in place (a listing's filters pass `state: { keepScroll: true }`).
 */
export function isNewPage(previous: Place, next: Place): boolean {
  if (previous.path === next.path) return false;
  const state = next.state as { keepScroll?: unknown } | null;
  return !(typeof state === 'object' && state !== null && state.keepScroll === true);
}

/** A modal dialog still open (a drawer closing as the page changes) keeps focus until it goes. */
const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * WCAG 2.4.3: after a client-side navigation focus goes where a server-rendered page
 * would start, the new page's h1 (or its main when it has none), and the title is read
 * out, instead of staying on a link that is gone. Mounted once in the shell, for every
 * route. Returns the text of the polite live region that announces the title.
 */
export function useRouteFocus(mainId: string): string {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<Place>({
    path: location.pathname + location.search,
    state: location.state,
  });

  useEffect(() => {
    const next = { path: location.pathname + location.search, state: location.state };
    const changed = isNewPage(previous.current, next);
    previous.current = next;
    if (!changed) return;

    let stopped = false;
    const stop = () => {
      stopped = true;
    };
    // The shopper who clicks or types while the page loads has taken focus somewhere
    // themselves: it is not taken from them.
    window.addEventListener('pointerdown', stop, true);
    window.addEventListener('keydown', stop, true);
    const started = Date.now();
    let timer = 0;
    const settle = () => {
      if (stopped) return;
      const main = document.getElementById(mainId);
      const heading = main?.querySelector<HTMLElement>('h1');
      const waited = Date.now() - started >= WAIT_FOR_PAGE_MS;
      if ((!heading && !waited) || (modalOpen() && !waited)) {
        timer = window.setTimeout(settle, POLL_MS);
        return;
      }
      const target = heading ?? main;
      if (target) {
        if (target === heading && !heading.hasAttribute('tabindex'))
          heading.setAttribute('tabindex', '-1');
        // The scroll rule (use-scroll-behavior) has placed the page: focus does not move it.
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    timer = window.setTimeout(settle, 0);
    return () => {
      stop();
      window.clearTimeout(timer);
      window.removeEventListener('pointerdown', stop, true);
      window.removeEventListener('keydown', stop, true);
    };
  }, [location.pathname, location.search, location.state, mainId]);

  return announcement;
}

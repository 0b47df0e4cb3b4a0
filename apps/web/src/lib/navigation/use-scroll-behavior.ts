import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { ScrollPositions, scrollPlanFor } from './scroll';

const positions = new ScrollPositions();

/**
 * A navigation that changes the page in place (a listing's filters) passes
 * `state: { keepScroll: true }`: the shopper stays where they are.
 */
const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { keepScroll?: unknown }).keepScroll === true;

/** Mounted once in the shell: applies the scroll rule of docs/rules/shop-shell.md on every navigation. */
export function useScrollBehavior(): void {
  const location = useLocation();
  const kind = useNavigationType();
  const current = useRef({ key: location.key, path: location.pathname + location.search });

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Remember where the page being left was scrolled to.
  useEffect(() => {
    const onScroll = () => positions.save(current.current.key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const path = location.pathname + location.search;
    const samePage = current.current.path === path; // only the hash changed
    current.current = { key: location.key, path };
    if (samePage || (kind !== 'POP' && keepsScroll(location.state))) return;
    const plan = scrollPlanFor(kind, positions.get(location.key));
    if (plan.delayMs === 0) {
      window.scrollTo({ top: plan.top, left: 0, behavior: 'instant' });
      return;
    }
    const timer = window.setTimeout(
      () => window.scrollTo({ top: plan.top, left: 0, behavior: 'instant' }),
      plan.delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname, location.search, location.state, kind]);
}

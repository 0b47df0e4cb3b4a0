import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

/** Tailwind's md breakpoint: the drawer shows the masonry menu from here up. */
export const MEDIUM_UP = '(min-width: 768px)';
/** Tailwind's sm breakpoint: a sheet on phones becomes a popover from here up. */
export const SMALL_UP = '(min-width: 640px)';

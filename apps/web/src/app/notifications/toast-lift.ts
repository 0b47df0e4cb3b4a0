import { useCallback } from 'react';

/** The CSS variable the toaster's bottom offset adds (toasts.tsx). */
export const TOAST_LIFT_VAR = '--toast-lift';

/**
 * A ref for an element the toasts must never cover (the cart drawer's footer
 * with 'Vai alla cassa', issue 14): while it is on screen, the toasts sit above
 * it, following its height.
 */
export function useToastLift(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const root = document.documentElement;
    const lift = () => root.style.setProperty(TOAST_LIFT_VAR, `${element.offsetHeight}px`);
    lift();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(lift);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_LIFT_VAR);
    };
  }, []);
}

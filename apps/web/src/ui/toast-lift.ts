import { useCallback } from 'react';

/** The CSS variable the toaster's bottom offset adds (app/notifications/toasts.tsx). */
export const TOAST_LIFT_VAR = '--toast-lift';

/** What the toasts must never cover at the bottom of the screen, now on screen. */
const lifting = new Set<HTMLElement>();

/** The toasts sit above the highest of them: the distance from the screen's bottom to its top. */
function applyLift(): void {
  const root = document.documentElement;
  if (lifting.size === 0) {
    root.style.removeProperty(TOAST_LIFT_VAR);
    return;
  }
  const lift = Math.max(
    ...[...lifting].map((element) =>
      Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)),
    ),
  );
  root.style.setProperty(TOAST_LIFT_VAR, `${lift}px`);
}

/**
 * A ref for an element at the bottom of the screen that toasts must never cover
 * (the cart drawer's footer with 'Vai alla cassa', a floating notice): while it
 * is on screen, the toasts sit above it, following its height. Toasts and
 * floating notices share the one floating area this way, stacked, never one
 * over the other.
 */
export function useToastLift(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    lifting.add(element);
    applyLift();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(applyLift);
    observer?.observe(element);
    window.addEventListener('resize', applyLift);
    // Where it rests once it has risen in.
    element.addEventListener('animationend', applyLift);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', applyLift);
      element.removeEventListener('animationend', applyLift);
      lifting.delete(element);
      applyLift();
    };
  }, []);
}

import { useEffect, useRef, type RefObject } from 'react';

/** The stepper's «+», else the quantity, else any control left enabled ('Modifica nel carrello'). */
function controlToFocus(root: HTMLElement): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('[data-quantity-step="increase"]:not(:disabled)') ??
    root.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')
  );
}

const focusIsLost = (root: HTMLElement): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || root.contains(active);
};

/**
 * WCAG 2.4.3: the add button the shopper pressed gives way to the line's stepper once the
 * product is in the cart, after the login, address, slot or option dialogs it may have
 * opened; focus follows to the stepper instead of falling to the page with the button.
 * `asked` is called when the shopper presses the add; `settled` tells that no add is
 * under way any more (it ended without a line).
 */
export function useFocusFollowsAdd(
  root: RefObject<HTMLElement | null>,
  inCart: boolean,
  settled: boolean,
): () => void {
  const asked = useRef(false);
  useEffect(() => {
    const node = root.current;
    if (!asked.current || !node) return;
    if (!inCart) {
      if (settled) asked.current = false;
      return;
    }
    // A dialog still open keeps focus; a stepper waiting for the server has its buttons off.
    if (!focusIsLost(node)) return;
    const target = controlToFocus(node);
    if (!target) return;
    asked.current = false;
    target.focus();
  });
  return () => {
    asked.current = true;
  };
}

/**
 * A server-rendered page shows its buttons before the app has run; until React listens
 * (hydrateRoot), a tap on one would be lost, and on a phone on a slow network that
 * window lasts seconds. The entry records the last such tap from its first run, and
 * replays it once React listens: React then hydrates at once and handles the click.
 * Only plain buttons: a link or a submit button has already done what the browser does.
 * A menu's trigger (the account menu, Radix's) opens on the pointer's press, not on the
 * click: it gets the press replayed.
 */
/** A press as the browser makes it; a mouse event of that type where there is none (jsdom). */
const Press = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;

export function recordEarlyTaps(root: HTMLElement): () => void {
  let last: HTMLButtonElement | null = null;
  const record = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.type === 'button' && !button.disabled && root.contains(button))
      last = button;
  };
  document.addEventListener('click', record, true);
  return () => {
    document.removeEventListener('click', record, true);
    if (last?.isConnected) {
      if (last.getAttribute('aria-haspopup') === 'menu')
        last.dispatchEvent(
          new Press('pointerdown', { bubbles: true, cancelable: true, button: 0 }),
        );
      else last.click();
    }
    last = null;
  };
}

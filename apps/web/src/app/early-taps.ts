/**
 * A server-rendered page shows its buttons before the app has run; until React listens
 * (hydrateRoot), a tap on one would be lost, and on a phone on a slow network that
 * window lasts seconds. The entry records the last such tap from its first run, and
 * replays it once React listens: React then hydrates at once and handles the click.
 * Only plain buttons: a link or a submit button has already done what the browser does.
 */
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
    if (last?.isConnected) last.click();
    last = null;
  };
}

/**
 * The browser's offer to install the shop (Chrome, Edge, Samsung Internet on Android and
 * desktop): `beforeinstallprompt` fires once, early, often before the app has started,
 * so the entry listens for it at once (main.tsx) and keeps it here for the banner.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let captured: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's offer for the banner (its own mini-infobar stays away). Once the shop
 * is installed the browser offers no more, so there is no banner to stop.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as InstallPromptEvent;
    changed();
  });
}

/** The offer kept, or null: none yet, or already used (a prompt can be shown once). */
export const installPrompt = (): InstallPromptEvent | null => captured;

/** The offer is used: a second prompt() would throw. */
export function forgetInstallPrompt(): void {
  captured = null;
  changed();
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

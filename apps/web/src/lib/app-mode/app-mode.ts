/**
 * The shop as an app (issue 35, docs/rules/shop-shell.md App wrapper): the installed web
 * app (display-mode standalone or fullscreen, iOS home-screen `navigator.standalone`) or a
 * native wrapper, which opens the start URL with `?app=android` or `?app=ios`. The
 * wrapper's word is kept in sessionStorage for the rest of the visit.
 * Fetched after the first render (use-installed-app.ts): the first route does not carry it.
 */
export type AppPlatform = 'android' | 'ios' | 'web';

/** The start URL's query parameter a native wrapper sets. */
export const APP_PLATFORM_PARAM = 'app';
/** Where the wrapper's platform is kept for the visit. */
export const APP_PLATFORM_STORAGE_KEY = 'spesa.appPlatform';

/** Either display mode of an installed web app (a comma is "or" in a media query list). */
const INSTALLED_QUERY = '(display-mode: standalone), (display-mode: fullscreen)';

const wrapperPlatform = (value: string | null | undefined): 'android' | 'ios' | null =>
  value === 'android' || value === 'ios' ? value : null;

/** The wrapper's `?app=` in the current URL, if any. */
export const platformFromUrl = () =>
  wrapperPlatform(new URLSearchParams(window.location.search).get(APP_PLATFORM_PARAM));

/** Reads or writes the visit's platform; storage may be disabled (private mode, policy). */
export function storedPlatform(write?: 'android' | 'ios'): 'android' | 'ios' | null {
  try {
    if (write) sessionStorage.setItem(APP_PLATFORM_STORAGE_KEY, write);
    return wrapperPlatform(sessionStorage.getItem(APP_PLATFORM_STORAGE_KEY));
  } catch {
    return write ?? null;
  }
}

/**
 * The native wrapper's platform for this visit; 'web' in a browser tab, in the installed
 * web app (it pushes and updates as the web) and on the server.
 */
export function appPlatform(): AppPlatform {
  if (typeof window === 'undefined') return 'web';
  const fromUrl = platformFromUrl();
  return (fromUrl ? storedPlatform(fromUrl) : storedPlatform()) ?? 'web';
}

const installedQuery = (): MediaQueryList | undefined => window.matchMedia?.(INSTALLED_QUERY);

/** True when the shop runs as an app: installed from the browser or inside a native wrapper. False on the server. */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    appPlatform() !== 'web' ||
    installedQuery()?.matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Calls back whenever the display mode changes (the app installed, or left); returns the stop function. */
export function onDisplayModeChange(onChange: () => void): () => void {
  const list = installedQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

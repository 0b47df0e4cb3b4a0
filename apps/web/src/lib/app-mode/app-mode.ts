import { useSyncExternalStore } from 'react';

/**
 * The shop as an app (issue 35, docs/rules/shop-shell.md App wrapper): the installed web
 * app (display-mode standalone or fullscreen, iOS home-screen `navigator.standalone`) or a
 * native wrapper, which opens the start URL with `?app=android` or `?app=ios`. The
 * wrapper's word is kept in sessionStorage for the rest of the visit.
 */
export type AppPlatform = 'android' | 'ios' | 'web';

/** The start URL's query parameter a native wrapper sets. */
export const APP_PLATFORM_PARAM = 'app';
/** Where the wrapper's platform is kept for the visit. */
export const APP_PLATFORM_STORAGE_KEY = 'spesa.appPlatform';

const INSTALLED_QUERIES = ['(display-mode: standalone)', '(display-mode: fullscreen)'] as const;

const isWrapperPlatform = (value: unknown): value is 'android' | 'ios' =>
  value === 'android' || value === 'ios';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

function platformFromUrl(): 'android' | 'ios' | null {
  const value = new URLSearchParams(window.location.search).get(APP_PLATFORM_PARAM);
  return isWrapperPlatform(value) ? value : null;
}

function storedPlatform(): 'android' | 'ios' | null {
  try {
    const value = sessionStore()?.getItem(APP_PLATFORM_STORAGE_KEY);
    return isWrapperPlatform(value) ? value : null;
  } catch {
    return null;
  }
}

function storePlatform(platform: 'android' | 'ios'): void {
  try {
    sessionStore()?.setItem(APP_PLATFORM_STORAGE_KEY, platform);
  } catch {
    // quota or policy: the URL still says it until it is stripped
  }
}

/**
 * Keeps the wrapper's `?app=` for the visit and removes it from the address bar
 * (history.replaceState, the router's history state kept). Called once after the first
 * render (app-shell): the server rendered the URL with the parameter, and hydration must
 * see the same one.
 */
export function rememberAppPlatform(): void {
  if (typeof window === 'undefined') return;
  const fromUrl = platformFromUrl();
  const url = new URL(window.location.href);
  if (fromUrl) storePlatform(fromUrl);
  if (!url.searchParams.has(APP_PLATFORM_PARAM)) return;
  url.searchParams.delete(APP_PLATFORM_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The native wrapper's platform for this visit; 'web' in a browser tab, in the installed
 * web app (it pushes and updates as the web) and on the server.
 */
export function appPlatform(): AppPlatform {
  if (typeof window === 'undefined') return 'web';
  const fromUrl = platformFromUrl();
  if (fromUrl) {
    storePlatform(fromUrl);
    return fromUrl;
  }
  return storedPlatform() ?? 'web';
}

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** True when the shop runs as an app: installed from the browser or inside a native wrapper. False on the server. */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  if (appPlatform() !== 'web') return true;
  if (INSTALLED_QUERIES.some(matches)) return true;
  return (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = INSTALLED_QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

const serverSnapshot = () => false;

/**
 * isInstalledApp() for rendering: false on the server and while hydrating (the server
 * cannot know), then the browser's answer, again whenever the display mode changes.
 */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(subscribe, isInstalledApp, serverSnapshot);
}

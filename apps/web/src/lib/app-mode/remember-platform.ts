import { APP_PLATFORM_PARAM, platformFromUrl, storedPlatform } from './app-mode';

/**
 * Keeps the wrapper's `?app=` for the visit and removes it from the address bar
 * (history.replaceState, the router's history state kept). Called once after the first
 * render (the shell's app lifecycle): the server rendered the URL with the parameter,
 * and hydration must see the same one.
 */
export function rememberAppPlatform(): void {
  if (typeof window === 'undefined') return;
  const fromUrl = platformFromUrl();
  const url = new URL(window.location.href);
  if (fromUrl) storedPlatform(fromUrl);
  if (!url.searchParams.has(APP_PLATFORM_PARAM)) return;
  url.searchParams.delete(APP_PLATFORM_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

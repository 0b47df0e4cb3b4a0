/*
 * The first route imports only useInstalledApp (use-installed-app.ts), which fetches
 * the detection (app-mode.ts) after hydration; the shell's app lifecycle imports
 * remember-platform.ts and resume.ts.
 */
export {
  APP_PLATFORM_PARAM,
  APP_PLATFORM_STORAGE_KEY,
  appPlatform,
  isInstalledApp,
  onDisplayModeChange,
  type AppPlatform,
} from './app-mode';
export { rememberAppPlatform } from './remember-platform';
export { useInstalledApp } from './use-installed-app';

/*
 * The entry needs only what the first render reads (app-mode.ts); the shell's app
 * lifecycle, fetched after it, imports remember-platform.ts and resume.ts directly.
 */
export {
  APP_PLATFORM_PARAM,
  APP_PLATFORM_STORAGE_KEY,
  appPlatform,
  isInstalledApp,
  useInstalledApp,
  type AppPlatform,
} from './app-mode';
export { rememberAppPlatform } from './remember-platform';

export {
  APP_PLATFORM_PARAM,
  APP_PLATFORM_STORAGE_KEY,
  appPlatform,
  isInstalledApp,
  rememberAppPlatform,
  useInstalledApp,
  type AppPlatform,
} from './app-mode';

export {
  APP_STATE_STORAGE_KEY,
  readAppState,
  recordAppStart,
  recordFirstShop,
  recordTutorialSeen,
  recordUrlScheme,
  setCurrentOrderId,
  type AppState,
} from './app-state';

export {
  APP_STATE_STORAGE_KEY,
  readAppState,
  recordAppStart,
  recordFirstShop,
  setCurrentOrderId,
  type AppState,
} from './app-state';

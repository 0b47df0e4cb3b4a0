export { installRoutes } from './routes';
export { appIconUrl, APPLE_TOUCH_ICON_SIZE } from './app-icons';

export { versionRoutes, CURRENT_APP_VERSION } from './routes';

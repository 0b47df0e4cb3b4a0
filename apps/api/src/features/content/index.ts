export { contentPageRoutes, contentRoutes } from './routes';

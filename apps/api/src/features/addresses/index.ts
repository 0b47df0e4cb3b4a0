export { addressRoutes } from './routes';
